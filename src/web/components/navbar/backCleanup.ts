/**
 * The navbar's back button runs the current screen's cleanup first (leaving a lobby, for one).
 * A screen registers it while mounted through `useBackCleanup`, with the question to ask first
 * when that cleanup costs something (a host's back closes the lobby for everyone; a player's back
 * mid-battle counts as a defeat).
 */
import { useEffect } from "react";

type Cleanup = () => Promise<void> | void;
/** A question of the `confirm` locale section, asked before the cleanup runs. */
export type BackConfirmation = "closeLobby" | "leaveBattle";

let current: { cleanup: Cleanup; confirmation: BackConfirmation | null } | null = null;

export function useBackCleanup(
  cleanup: Cleanup | null,
  confirmation: BackConfirmation | null = null,
): void {
  useEffect(() => {
    if (!cleanup) return;
    const registered = { cleanup, confirmation };
    current = registered;
    return () => {
      if (current === registered) current = null;
    };
  }, [cleanup, confirmation]);
}

/** What the back button must ask before it goes, if anything. */
export function backConfirmation(): BackConfirmation | null {
  return current?.confirmation ?? null;
}

export async function runBackCleanup(): Promise<void> {
  const registered = current;
  current = null;
  if (registered) await registered.cleanup();
}
