import { Server as NetServer, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";

/** How long no request may arrive before the connections still idle are closed. */
const QUIET_MS = 250;

/**
 * Lets a closing server end its HTTP connections without cutting off a request: it stops
 * accepting connections, answers every request still arriving with `Connection: close`, and
 * closes the connections left idle once requests have stopped coming. Closing idle connections at
 * once (Node's `server.close()`) drops requests that a client had already sent on them.
 */
export function connectionDrain(app: FastifyInstance): { drain(): Promise<void> } {
  let draining = false;
  let lastRequestAt = 0;
  const open = new Set<Socket>();
  let changed: (() => void) | null = null;
  const forget = (socket: Socket) => {
    open.delete(socket);
    changed?.();
  };
  app.server.on("connection", (socket: Socket) => {
    open.add(socket);
    socket.once("close", () => forget(socket));
  });
  // A WebSocket is Socket.IO's to close: the drain does not wait for it.
  app.server.on("upgrade", (_request, socket: Socket) => forget(socket));
  app.server.on("request", () => {
    lastRequestAt = Date.now();
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
      while (open.size > 0) {
        const quietFor = Date.now() - lastRequestAt;
        if (quietFor >= QUIET_MS) {
          app.server.closeIdleConnections();
          return;
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, QUIET_MS - quietFor);
          changed = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        changed = null;
      }
    },
  };
}
