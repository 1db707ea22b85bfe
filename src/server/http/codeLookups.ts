import type { Redis } from "ioredis";

/**
 * One budget per client address for every way of asking about a lobby code that is not yours:
 * `joinLobby`, and reads and subscriptions a non-member makes over HTTP or the socket. Without it a
 * script could try codes until one answers differently.
 */
export interface CodeLookups {
  /** Counts one lookup from `address`; false once its budget for the minute is spent. */
  take(address: string): Promise<boolean>;
}

const WINDOW_MS = 60_000;

/** Counts in this process (the embedded mode), a fixed window per address. */
export function codeLookupsInMemory(perMinute: number, now: () => number = Date.now): CodeLookups {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async take(address) {
      const at = now();
      // Forget finished windows now and then, so a flood of addresses cannot grow the map for good.
      if (windows.size > 10_000)
        for (const [key, window] of windows)
          if (at - window.start >= WINDOW_MS) windows.delete(key);
      let window = windows.get(address);
      if (!window || at - window.start >= WINDOW_MS) {
        window = { start: at, count: 0 };
        windows.set(address, window);
      }
      window.count += 1;
      return window.count <= perMinute;
    },
  };
}

/** Counts in Redis, shared by every process of the scaled mode; lets lookups through if it fails. */
export function codeLookupsInRedis(perMinute: number, redis: Redis): CodeLookups {
  return {
    async take(address) {
      const key = `spellbrawl-code-lookups:${address}`;
      try {
        const [[, count]] = (await redis
          .multi()
          .incr(key)
          .pexpire(key, WINDOW_MS, "NX")
          .exec()) as [[Error | null, number], [Error | null, number]];
        return count <= perMinute;
      } catch {
        return true;
      }
    },
  };
}
