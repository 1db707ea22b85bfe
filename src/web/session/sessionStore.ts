import { fetchMe } from "../api/me.js";

/**
 * Signing in as a guest and signing out, through Better Auth's own HTTP endpoints; who is signed
 * in is read from `/api/me` (api/me.ts). Keeping the Better Auth client library off the home page
 * saves about 27 KB of gzipped JavaScript; the login screen loads it, and calls `sessionChanged`
 * once it has signed someone in.
 */
const listeners = new Set<() => void>();

export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function sessionChanged(): void {
  for (const listener of listeners) listener();
}

async function postAuth(path: string): Promise<boolean> {
  const response = await fetch(`/api/auth/${path}`, {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  return response.ok;
}

/**
 * Signs out and reopens the home page: a fresh page drops everything the signed-in player had
 * loaded, and no screen can race the sign-out to send the player elsewhere (a guarded screen
 * would otherwise redirect to /login the moment the session ends).
 */
export async function signOutAndGoHome(): Promise<void> {
  await postAuth("sign-out");
  window.location.assign("/");
}

/** Guests are signed in anonymously the first time they need a session. */
export async function ensureSession(): Promise<boolean> {
  if (await fetchMe().catch(() => null)) return true;
  const signedIn = await postAuth("sign-in/anonymous");
  if (signedIn) sessionChanged();
  return signedIn;
}
