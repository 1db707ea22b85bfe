import type { IncomingHttpHeaders } from "node:http";
import type { Caller } from "../functions/registry.js";
import type { Auth } from "./auth.js";

export function toFetchHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  return headers;
}

/** The signed-in user behind a bearer token or session cookie, or null for none, expired or forged. */
export async function resolveCaller(auth: Auth, headers: Headers): Promise<Caller | null> {
  if (!headers.get("authorization") && !headers.get("cookie")) return null;
  const session = await auth.api.getSession({ headers }).catch(() => null);
  if (!session) return null;
  const user = session.user as typeof session.user & { isAnonymous?: boolean | null };
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    isAnonymous: Boolean(user.isAnonymous),
  };
}
