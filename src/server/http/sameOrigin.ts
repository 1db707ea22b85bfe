/**
 * Whether a browser request comes from our own pages. Browsers send `Origin` with every POST and
 * WebSocket handshake, and a page elsewhere cannot change it or our `Host`; scripts and apps that
 * send neither Origin nor cookies (bearer tokens) cannot be forged by another site, so they pass.
 */
export function fromOwnOrigin(
  headers: { origin?: string | string[]; host?: string | string[] },
  publicUrl: string | undefined,
): boolean {
  const origin = typeof headers.origin === "string" ? headers.origin : undefined;
  if (origin === undefined) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  if (typeof headers.host === "string" && originHost === headers.host) return true;
  return publicUrl !== undefined && originHost === new URL(publicUrl).host;
}
