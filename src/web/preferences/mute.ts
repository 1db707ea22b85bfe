import { useSyncExternalStore } from "react";

/** Mute lives in session storage (SPEC section 3, local data): a new tab starts with sound on. */
const MUTE_KEY = "muted";
const listeners = new Set<() => void>();

export function isMuted(): boolean {
  return read();
}

function read(): boolean {
  return sessionStorage.getItem(MUTE_KEY) === "true";
}

export function setMuted(muted: boolean): void {
  sessionStorage.setItem(MUTE_KEY, String(muted));
  for (const listener of listeners) listener();
}

export function useMuted(): [boolean, (muted: boolean) => void] {
  const muted = useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, read);
  return [muted, setMuted];
}
