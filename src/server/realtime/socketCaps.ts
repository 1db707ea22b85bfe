import { MESSAGES } from "../../shared/messages.js";
import type { RealtimeServer, RealtimeSocket } from "./socketServer.js";

/**
 * The sockets each user holds on this process, at most `max` at a time. Counted here only: in the
 * scaled mode a user may hold `max` on each process (docs/reliability.md).
 */
export class SocketCaps {
  private readonly held = new Map<string, Set<string>>();

  constructor(private readonly max: number) {}

  /** Takes a slot for the socket; false when its user holds every one already. */
  admit(userId: string, socketId: string): boolean {
    const sockets = this.held.get(userId) ?? new Set<string>();
    if (sockets.has(socketId)) return true;
    if (sockets.size >= this.max) return false;
    sockets.add(socketId);
    this.held.set(userId, sockets);
    return true;
  }

  /** Gives the socket's slot back; a second release of the same socket changes nothing. */
  release(userId: string, socketId: string): void {
    const sockets = this.held.get(userId);
    if (!sockets?.delete(socketId)) return;
    if (sockets.size === 0) this.held.delete(userId);
  }
}

/**
 * Caps the sockets of each user on `io`. Registered after the middleware that identifies the
 * caller: a handshake over the cap is refused with a connect_error carrying the message.
 */
export function capSocketsPerUser(io: RealtimeServer, max: number): SocketCaps {
  const caps = new SocketCaps(max);
  const hold = (socket: RealtimeSocket) => {
    const userId = socket.data.caller.id;
    // A socket can end before it connects (the client gone during the handshake), and then it
    // never disconnects: the transport's close frees its slot too.
    socket.conn.once("close", () => caps.release(userId, socket.id));
    socket.once("disconnect", () => caps.release(userId, socket.id));
  };
  io.use((socket, next) => {
    if (!caps.admit(socket.data.caller.id, socket.id))
      return next(new Error(MESSAGES.tooManySockets));
    hold(socket);
    next();
  });
  io.on("connection", (socket) => {
    // A recovered connection skips the middlewares: it takes a slot here, or is let go.
    if (!socket.recovered) return;
    if (!caps.admit(socket.data.caller.id, socket.id)) {
      socket.disconnect(true);
      return;
    }
    hold(socket);
  });
  return caps;
}
