import { useEffect } from "react";

/**
 * Runs `refresh` whenever the player comes back to this tab (it becomes visible or regains focus),
 * while `enabled`: a purchase finishes in another tab, and this one should show it.
 */
export function useOnReturn(enabled: boolean, refresh: () => unknown): void {
  useEffect(() => {
    if (!enabled) return;
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", onVisible);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", onVisible);
    };
  }, [enabled, refresh]);
}
