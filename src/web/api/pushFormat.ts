import { PUSH_FORMAT } from "../../shared/protocol.js";
import { reloadOnce } from "../app/reloadOnce.js";

/**
 * Whether a page built for push form `own` must reload to follow a server of form `server`: only
 * for a newer server. An older one, met during a rolling deploy, sends what this page still
 * understands.
 */
export function mustReload(server: number | undefined, own: number): boolean {
  return server !== undefined && server > own;
}

/** Reloads the page, once, when the server pushes in a newer form than this page's code. */
export function reloadIfOutdated(server: number | undefined): boolean {
  return mustReload(server, PUSH_FORMAT) && reloadOnce(`push form ${server}`);
}
