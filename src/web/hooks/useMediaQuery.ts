import { useSyncExternalStore } from "react";

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", listener);
      return () => list.removeEventListener("change", listener);
    },
    () => window.matchMedia(query).matches,
  );
}

/** SPEC section 9: the lobby and game switch to their phone layout under 768 px. */
export const LOBBY_MOBILE_QUERY = "(max-width: 767px)";
