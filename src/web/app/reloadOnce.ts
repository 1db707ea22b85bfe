const MARK = "spellbrawl:reloaded-for";
/** Bounds the stored list; a tab meets at most a few distinct reasons in its life. */
const MAX_REASONS = 20;

function reasonsDone(): string[] {
  const stored: unknown = JSON.parse(sessionStorage.getItem(MARK) ?? "[]");
  return Array.isArray(stored) ? stored.filter((r): r is string => typeof r === "string") : [];
}

/**
 * Reloads the page for `reason` unless it already did for that reason in this tab: a page served
 * stale code from a cache would otherwise reload for ever. Every reason is remembered, not only
 * the last, so two causes that both persist cannot take turns reloading. With storage blocked it
 * does not reload at all.
 */
export function reloadOnce(reason: string): boolean {
  try {
    const done = reasonsDone();
    if (done.includes(reason)) return false;
    sessionStorage.setItem(MARK, JSON.stringify([...done, reason].slice(-MAX_REASONS)));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
