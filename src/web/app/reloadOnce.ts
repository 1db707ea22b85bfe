const MARK = "spellbrawl:reloaded-for";

/**
 * Reloads the page for `reason` unless it already did in this tab: a page served stale code from
 * a cache would otherwise reload for ever. With storage blocked it does not reload at all.
 */
export function reloadOnce(reason: string): boolean {
  try {
    if (sessionStorage.getItem(MARK) === reason) return false;
    sessionStorage.setItem(MARK, reason);
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
