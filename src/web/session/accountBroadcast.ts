/**
 * Tells this browser's other tabs that the account changed (a purchase, a plan change), so they
 * show it at once: a checkout opens in a tab of its own, and the tab that opened it stays on screen.
 */
const CHANNEL = "spellbrawl-account";

export function announceAccountChange(): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage("changed");
  channel.close();
}

/** Calls `listener` whenever another tab announces a change; returns the unsubscribe. */
export function onAccountChangeElsewhere(listener: () => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => listener();
  return () => channel.close();
}
