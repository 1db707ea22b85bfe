/**
 * The navbar's back button runs the current screen's cleanup first (leaving a lobby, for one).
 * A screen registers it while mounted through `useBackCleanup`.
 */
import { useEffect } from "react";

type Cleanup = () => Promise<void> | void;
let current: Cleanup | null = null;

export function useBackCleanup(cleanup: Cleanup | null): void {
  useEffect(() => {
    current = cleanup;
    return () => {
      if (current === cleanup) current = null;
    };
  }, [cleanup]);
}

export async function runBackCleanup(): Promise<void> {
  const cleanup = current;
  current = null;
  if (cleanup) await cleanup();
}
