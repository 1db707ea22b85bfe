import { Server as NetServer, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";

/** How long idle kept-alive connections get to go quietly before they are closed. */
const IDLE_GRACE_MS = 1_000;

/**
 * Lets a closing server end its HTTP connections without cutting off a request: it stops
 * accepting connections, answers every request still arriving with `Connection: close`, and
 * closes what stays idle only after a grace. Closing idle connections at once (Node's
 * `server.close()`) drops requests that a client had already sent on them.
 */
export function connectionDrain(app: FastifyInstance): { drain(): Promise<void> } {
  let draining = false;
  const open = new Set<Socket>();
  let allClosed: (() => void) | null = null;
  app.server.on("connection", (socket: Socket) => {
    open.add(socket);
    socket.once("close", () => {
      open.delete(socket);
      if (open.size === 0) allClosed?.();
    });
  });
  // A WebSocket is Socket.IO's to close: the drain does not wait for it.
  app.server.on("upgrade", (_request, socket: Socket) => {
    open.delete(socket);
    if (open.size === 0) allClosed?.();
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (draining) reply.header("connection", "close");
    return payload;
  });
  return {
    async drain() {
      draining = true;
      // net.Server's own close stops accepting and leaves open connections alone, unlike
      // http.Server's, which also drops the idle ones.
      NetServer.prototype.close.call(app.server);
      if (open.size === 0) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, IDLE_GRACE_MS);
        allClosed = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
  };
}
