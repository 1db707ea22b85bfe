import type { IncomingHttpHeaders } from "node:http";
import type { Caller } from "../functions/registry.js";
import type { Auth } from "./auth.js";
import { withAuthContext } from "./authContextGate.js";
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

/**
 * Who is calling, from a request's headers as Node parsed them. Not a fetch `Headers`: building
 * one for every function call cost more than the remembered session it finds (sessionCache.ts);
 * one is built only when Better Auth is asked.
 */
export type Identify = (headers: IncomingHttpHeaders) => Promise<KnownSession | null>;

const BEARER = /^bearer\s+(\S+)\s*$/i;
const SESSION_COOKIE = /(?:^|;)\s*(?:__Secure-)?better-auth\.session_token=([^;]*)/;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The session token a request carries, as a bearer token or the session cookie, signed or not:
 * every spelling of one credential (case, spaces, other cookies beside it) is the same key, so it
 * shares one remembered session and one call budget. `value` is what Better Auth is then asked
 * about, as a bearer token (its bearer plugin checks a signed value's signature).
 */
export function credentialOf(headers: IncomingHttpHeaders): { key: string; value: string } | null {
  const { authorization, cookie } = headers;
  const given = BEARER.exec(authorization ?? "")?.[1] ?? SESSION_COOKIE.exec(cookie ?? "")?.[1];
  if (!given) return null;
  const value = decoded(given).trim();
  const key = value.split(".")[0];
  return key ? { key, value } : null;
}

/** The signed-in user behind a bearer token or session cookie, or null for none, expired or forged. */
export async function resolveCaller(
  auth: Auth,
  headers: IncomingHttpHeaders,
  sessions?: SessionCache,
): Promise<KnownSession | null> {
  const credential = credentialOf(headers);
  if (!credential) return null;
  const lookup = () =>
    lookUpSession(auth, new Headers({ authorization: `Bearer ${credential.value}` }));
  if (!sessions) return (await lookup())?.known ?? null;
  return sessions.resolve(credential.key, lookup);
}

async function lookUpSession(
  auth: Auth,
  headers: Headers,
): Promise<{ known: KnownSession; expiresAt: number } | null> {
  const session = await withAuthContext(() => auth.api.getSession({ headers })).catch(() => null);
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
