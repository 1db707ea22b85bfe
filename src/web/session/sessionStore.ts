/**
 * The Better Auth session as the app needs it, through Better Auth's own HTTP endpoints. Keeping
 * the Better Auth client library off the home page saves about 27 KB of gzipped JavaScript; the
 * login screen loads it, and calls `sessionChanged` once it has signed someone in.
 */
const listeners = new Set<() => void>();

export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function sessionChanged(): void {
  for (const listener of listeners) listener();
}

/** The signed-in user's id, or null when this browser has no session (or the read failed). */
export async function fetchSessionUserId(): Promise<string | null> {
  const response = await fetch("/api/auth/get-session", { credentials: "include" });
  if (!response.ok) throw new Error(`get-session: ${response.status}`);
  const body = (await response.json().catch(() => null)) as { user?: { id?: unknown } } | null;
  return typeof body?.user?.id === "string" ? body.user.id : null;
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

export async function signOut(): Promise<void> {
  await postAuth("sign-out");
  sessionChanged();
}

/** Guests are signed in anonymously the first time they need a session. */
export async function ensureSession(): Promise<boolean> {
  if (await fetchSessionUserId().catch(() => null)) return true;
  const signedIn = await postAuth("sign-in/anonymous");
  if (signedIn) sessionChanged();
  return signedIn;
}
