import { createAdapter } from "@socket.io/redis-streams-adapter";
import { Redis } from "ioredis";

/**
 * Socket.IO's Redis streams adapter: a push committed on one process reaches members connected to
 * any process, and connection state recovery keeps working across them. ioredis reconnects by
 * itself after a Redis blip; the stream lets the adapter catch up on what it missed.
 */
export function redisAdapter(url: string): {
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
} {
  const client = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
  client.on("error", (error: Error) => console.warn(`Redis: ${error.message}`));
  return {
    adapter: createAdapter(client),
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
