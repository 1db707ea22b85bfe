import type { IncomingHttpHeaders } from "node:http";
import type { Caller } from "../functions/registry.js";
import type { Auth } from "./auth.js";
import type { KnownSession, SessionCache } from "./sessionCache.js";

export function toFetchHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  return headers;
}

/** Who is calling, from a request's headers. */
export type Identify = (headers: Headers) => Promise<KnownSession | null>;

/** The credential a request carries: its bearer token, else its cookies. */
function credentialOf(headers: Headers): string | null {
  const authorization = headers.get("authorization");
  if (authorization) return `authorization:${authorization}`;
  const cookie = headers.get("cookie");
  return cookie ? `cookie:${cookie}` : null;
}

/** The signed-in user behind a bearer token or session cookie, or null for none, expired or forged. */
export async function resolveCaller(
  auth: Auth,
  headers: Headers,
  sessions?: SessionCache,
): Promise<KnownSession | null> {
  const credential = credentialOf(headers);
  if (!credential) return null;
  const lookup = () => lookUpSession(auth, headers);
  if (!sessions) return (await lookup())?.known ?? null;
  return sessions.resolve(credential, lookup);
}

async function lookUpSession(
  auth: Auth,
  headers: Headers,
): Promise<{ known: KnownSession; expiresAt: number } | null> {
  const session = await auth.api.getSession({ headers }).catch(() => null);
  if (!session) return null;
  const user = session.user as typeof session.user & { isAnonymous?: boolean | null };
  const caller: Caller = {
    id: user.id,
    email: user.email,
    name: user.name,
    isAnonymous: Boolean(user.isAnonymous),
  };
  return {
    known: { caller, sessionToken: session.session.token },
    expiresAt: new Date(session.session.expiresAt).getTime(),
  };
}
