import { useEffect, useRef, useState } from "react";
import { STAT_FLASH_MS } from "../../../shared/constants.js";

/**
 * True for 2 seconds after `key` changes (SPEC section 9: the stat-change flash), so a card flashes
 * each change the narration tells. The key a card mounts with is old news and does not flash.
 */
export function useFlash(key: string | null): boolean {
  const mountedWith = useRef(key);
  const [flashing, setFlashing] = useState<string | null>(null);
  useEffect(() => {
    if (key === null || key === mountedWith.current) return;
    const start = setTimeout(() => setFlashing(key), 0);
    const end = setTimeout(() => setFlashing(null), STAT_FLASH_MS);
    return () => {
      clearTimeout(start);
      clearTimeout(end);
    };
  }, [key]);
  return key !== null && flashing === key;
}
