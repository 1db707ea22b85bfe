import { useEffect, useState } from "react";
import { serverNow } from "../api/realtime.js";

/** Server time, refreshed every `intervalMs`: timers count from it, not from the local clock. */
export function useServerNow(intervalMs = 250): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
