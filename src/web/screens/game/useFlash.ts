import { useEffect, useRef, useState } from "react";
import { STAT_FLASH_MS } from "../../../shared/constants.js";

/** True for 2 seconds after `value` changes: the card flashes its stat change. */
export function useFlash(value: number): "up" | "down" | null {
  const previous = useRef(value);
  const [flash, setFlash] = useState<"up" | "down" | null>(null);
  useEffect(() => {
    if (value === previous.current) return;
    const direction = value > previous.current ? "up" : "down";
    previous.current = value;
    const start = setTimeout(() => setFlash(direction), 0);
    const end = setTimeout(() => setFlash(null), STAT_FLASH_MS);
    return () => {
      clearTimeout(start);
      clearTimeout(end);
    };
  }, [value]);
  return flash;
}
