import { PUSH_FORMAT } from "../../shared/protocol.js";

const RELOADED_FOR = "spellbrawl:reloaded-for-push-format";

/**
 * Whether a page built for push form `own` must reload to follow a server of form `server`: only
 * for a newer server (an older one, met during a rolling deploy, sends what this page still
 * understands), and only once per form, so that a page served stale from a cache cannot reload
 * for ever.
 */
export function mustReload(
  server: number | undefined,
  own: number,
  reloadedFor: string | null,
): boolean {
  return server !== undefined && server > own && reloadedFor !== String(server);
}

/** Reloads the page, once, when the server pushes in a newer form than this page's code. */
export function reloadIfOutdated(server: number | undefined): boolean {
  let reloadedFor: string | null = null;
  try {
    reloadedFor = sessionStorage.getItem(RELOADED_FOR);
  } catch {
    // Blocked storage: setItem fails below too, and the page stays rather than risk a loop.
  }
  if (!mustReload(server, PUSH_FORMAT, reloadedFor)) return false;
  try {
    sessionStorage.setItem(RELOADED_FOR, String(server));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
