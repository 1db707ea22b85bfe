import { useEffect } from "react";
import { onAccountChangeElsewhere } from "./accountBroadcast.js";

/**
 * Runs `refresh` whenever the player comes back to this tab (it becomes visible or regains focus)
 * or another tab says the account changed, while `enabled`: a purchase finishes in another tab,
 * and this one should show it.
 */
export function useOnReturn(enabled: boolean, refresh: () => unknown): void {
  useEffect(() => {
    if (!enabled) return;
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", onVisible);
    const stopListening = onAccountChangeElsewhere(() => void refresh());
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", onVisible);
      stopListening();
    };
  }, [enabled, refresh]);
}
