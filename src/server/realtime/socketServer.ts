import type { Server as HttpServer } from "node:http";
import { Server, type ServerOptions, type Socket } from "socket.io";
import { viewFor } from "../../game/battle/view.js";
import type { Game } from "../../shared/documents.js";
import { MESSAGES } from "../../shared/messages.js";
import {
  roomName,
  subscribeSchema,
  type ClientToServerEvents,
  type DocumentMessage,
  type ServerToClientEvents,
} from "../../shared/protocol.js";
import type { Auth } from "../auth/auth.js";
import { resolveCaller, toFetchHeaders } from "../auth/session.js";
import type { DocumentStore } from "../documents/documentStore.js";
import { readForMember } from "../documents/memberRead.js";
import { markPresence, parseRoom, PRESENCE_GRACE_MS } from "./presence.js";
import type { Caller } from "../functions/registry.js";

interface SocketData {
  caller: Caller;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, object, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, object, SocketData>;

/** 16 KB is far above any legitimate message; the socket carries no writes but presence. */
const MAX_MESSAGE_BYTES = 16 * 1024;

/**
 * Pushes lobby and game documents to their members. A member subscribes to a document and gets a
 * snapshot at once, then every committed change; connection state recovery replays what a short
 * disconnection missed, and a client that was not recovered subscribes again for a fresh snapshot.
 */
export function createSocketServer(
  httpServer: HttpServer,
  auth: Auth,
  documents: DocumentStore,
  adapter?: ServerOptions["adapter"],
): RealtimeServer {
  const io: RealtimeServer = new Server(httpServer, {
    ...(adapter ? { adapter } : {}),
    path: "/socket.io",
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    serveClient: false,
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: true },
  });

  io.use(async (socket, next) => {
    const headers = toFetchHeaders(socket.handshake.headers);
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token === "string" && token.length > 0 && token.length < 1024) {
      headers.set("authorization", `Bearer ${token}`);
    }
    const caller = await resolveCaller(auth, headers);
    if (!caller) return next(new Error(MESSAGES.unauthenticated));
    socket.data.caller = caller;
    next();
  });

  io.on("connection", (socket: RealtimeSocket) => {
    socket.on("subscribe", async (request, ack) => {
      if (typeof ack !== "function") return;
      const parsed = subscribeSchema.safeParse(request);
      if (!parsed.success) {
        ack({ ok: false, error: { status: "invalid-argument", message: MESSAGES.invalidPayload } });
        return;
      }
      const { kind, code } = parsed.data;
      const answer = await readForMember(documents, kind, code, socket.data.caller.id);
      if (!answer.ok) {
        ack({ ok: false, error: answer.error.toBody().error });
        return;
      }
      await socket.join(roomName(kind, code));
      ack({ ok: true, snapshot: { ...answer.snapshot, serverTime: Date.now() } });
      await markPresence(documents, kind, code, socket.data.caller.id, true).catch(() => {});
    });

    socket.on("disconnecting", () => {
      const userId = socket.data.caller.id;
      for (const room of socket.rooms) {
        const target = parseRoom(room);
        if (!target) continue;
        setTimeout(() => {
          void stillHere(io, room, userId).then((present) => {
            if (!present) {
              return markPresence(documents, target.kind, target.code, userId, false).catch(
                () => {},
              );
            }
          });
        }, PRESENCE_GRACE_MS).unref();
      }
    });

    socket.on("unsubscribe", (request) => {
      const parsed = subscribeSchema.safeParse(request);
      if (parsed.success) void socket.leave(roomName(parsed.data.kind, parsed.data.code));
    });
  });

  documents.setPublisher((message: DocumentMessage) => {
    const room = roomName(message.kind, message.code);
    if (message.kind !== "game" || message.doc === null) {
      io.to(room).emit("doc", message);
      return;
    }
    // Each player sees their own view of a game (no bookkeeping, no one else's pending move).
    const game = message.doc as Game;
    void io
      .in(room)
      .fetchSockets()
      .then((sockets) => {
        for (const socket of sockets) {
          socket.emit("doc", { ...message, doc: viewFor(game, socket.data.caller.id) });
        }
      });
  });

  return io;
}

/** Whether the user still has a socket in the room, on any process. */
async function stillHere(io: RealtimeServer, room: string, userId: string): Promise<boolean> {
  const sockets = await io.in(room).fetchSockets();
  return sockets.some((socket) => socket.data.caller?.id === userId);
}
