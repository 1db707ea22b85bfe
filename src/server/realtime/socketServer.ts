import type { Server as HttpServer } from "node:http";
import { Server, type ServerOptions, type Socket } from "socket.io";
import type { Game } from "../../shared/documents.js";
import { memberIds } from "../../shared/members.js";
import { MESSAGES } from "../../shared/messages.js";
import {
  PUSH_FORMAT,
  roomName,
  subscribeSchema,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from "../../shared/protocol.js";
import type { Identify } from "../auth/session.js";
import type { SessionCache } from "../auth/sessionCache.js";
import type { DocumentChange, DocumentStore } from "../documents/documentStore.js";
import { isMember, readForMember } from "../documents/memberRead.js";
import { planGamePushes, PushLedger } from "./gamePushes.js";
import { PromptRecoveryAdapter } from "./recoveryAdapter.js";
import { evictsNonMembers } from "./roomEviction.js";
import { capSocketsPerUser } from "./socketCaps.js";
import { markPresence, memberRoom, parseRoom, PRESENCE_GRACE_MS } from "./presence.js";
import type { Caller } from "../functions/registry.js";
import type { CodeLookups } from "../http/codeLookups.js";
import { fromOwnOrigin } from "../http/sameOrigin.js";

interface SocketData {
  caller: Caller;
  sessionToken: string;
}

/** What server processes tell each other through the adapter. */
interface InterServerEvents {
  sessionEnded: (sessionToken: string) => void;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

/** 16 KB is far above any legitimate message; the socket carries no writes but presence. */
const MAX_MESSAGE_BYTES = 16 * 1024;
/**
 * How long a dropped socket can come back and be replayed what it missed. The in-memory adapter
 * keeps every packet sent for this long (see recoveryAdapter.ts), so Socket.IO's default of two
 * minutes held far too much memory under load. A client away longer subscribes again and gets a
 * snapshot, which costs one message.
 */
const RECOVERY_WINDOW_MS = 30_000;

/**
 * Pushes lobby and game documents to their members. A member subscribes to a document and gets a
 * snapshot at once, then every committed change; connection state recovery replays what a short
 * disconnection missed, and a client that was not recovered subscribes again for a fresh snapshot.
 */
export function createSocketServer(
  httpServer: HttpServer,
  identify: Identify,
  sessions: SessionCache,
  documents: DocumentStore,
  adapter?: ServerOptions["adapter"],
  publicUrl?: string,
  lookups?: { codeLookups: CodeLookups; trustProxy: boolean },
  maxSocketsPerUser = Number.POSITIVE_INFINITY,
): RealtimeServer {
  const io: RealtimeServer = new Server(httpServer, {
    adapter: adapter ?? PromptRecoveryAdapter,
    path: "/socket.io",
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    serveClient: false,
    connectionStateRecovery: {
      maxDisconnectionDuration: RECOVERY_WINDOW_MS,
      skipMiddlewares: true,
    },
    // WebSockets ignore CORS: a page on another site could otherwise connect with our cookies.
    allowRequest: (request, allow) => allow(null, fromOwnOrigin(request.headers, publicUrl)),
  });

  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    const bearer = typeof token === "string" && token.length > 0 && token.length < 1024;
    const headers = bearer
      ? { ...socket.handshake.headers, authorization: `Bearer ${token}` }
      : socket.handshake.headers;
    const known = await identify(headers);
    if (!known) return next(new Error(MESSAGES.unauthenticated));
    socket.data.caller = known.caller;
    socket.data.sessionToken = known.sessionToken;
    next();
  });
  // After the caller is known: the cap counts each user's sockets.
  capSocketsPerUser(io, maxSocketsPerUser);

  // A session that ends on any process ends here too: forgotten, and its sockets closed.
  sessions.onForget((sessionToken) => io.serverSideEmit("sessionEnded", sessionToken));
  io.on("sessionEnded", (sessionToken: string) => {
    sessions.forgetHere(sessionToken);
    endSessionSockets(io, sessionToken);
  });
  sessions.onForget((sessionToken) => endSessionSockets(io, sessionToken));

  io.on("connection", (socket: RealtimeSocket) => {
    socket.on("subscribe", async (request, ack) => {
      if (typeof ack !== "function") return;
      const parsed = subscribeSchema.safeParse(request);
      if (!parsed.success) {
        ack({ ok: false, error: { status: "invalid-argument", message: MESSAGES.invalidPayload } });
        return;
      }
      const { kind, code } = parsed.data;
      const userId = socket.data.caller.id;
      // Only members join, even for a moment: a push could reach them meanwhile.
      const admitted = await isMember(documents, kind, code, userId);
      if (!admitted.ok) {
        const address = clientAddress(socket, lookups?.trustProxy ?? false);
        if (lookups && !(await lookups.codeLookups.take(address))) {
          ack({
            ok: false,
            error: { status: "resource-exhausted", message: MESSAGES.tooManyRequests },
          });
          return;
        }
        ack({ ok: false, error: admitted.error.toBody().error });
        return;
      }
      const rooms = [roomName(kind, code), memberRoom(kind, code, userId)];
      await socket.join(rooms);
      // Read again now that pushes reach this socket: the snapshot misses no change made before
      // the join, and a removal whose eviction ran before the join is seen here instead.
      const answer = await readForMember(documents, kind, code, userId);
      if (!answer.ok) {
        for (const joined of rooms) void socket.leave(joined);
        ack({ ok: false, error: answer.error.toBody().error });
        return;
      }
      const snapshot = { ...answer.snapshot, serverTime: Date.now() };
      ack({ ok: true, snapshot, format: PUSH_FORMAT });
      await markPresence(documents, kind, code, userId, true).catch(() => {});
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
      if (!parsed.success) return;
      const { kind, code } = parsed.data;
      void socket.leave(roomName(kind, code));
      void socket.leave(memberRoom(kind, code, socket.data.caller.id));
    });
  });

  // Rooms work across processes through the adapter, with no lookup of who is where.
  const ledger = adapter ? null : new PushLedger();
  documents.setPublisher((change: DocumentChange) => {
    const room = roomName(change.kind, change.code);
    const { kind, code, version, serverTime } = change;
    if (change.kind === "game" && change.doc) {
      const game = change.doc as Game;
      const before = change.previous as Game | null;
      for (const push of planGamePushes(code, game, before, version, ledger)) {
        const target = io.to(
          push.to === null ? room : push.to.map((member) => memberRoom("game", code, member)),
        );
        if ("doc" in push) target.emit("doc", { kind, code, version, serverTime, doc: push.doc });
        else
          target.emit("patch", {
            kind,
            code,
            version,
            base: push.base,
            serverTime,
            patch: push.patch,
          });
      }
    } else {
      // Lobbies are small, and a deletion has nothing to patch: always whole.
      if (!change.doc) ledger?.forget(code);
      io.to(room).emit("doc", { kind, code, version, serverTime, doc: change.doc });
    }
    // Someone removed (or who left) has now seen the document without them: their sockets leave
    // the room, so nothing later reaches them. A subscription that read the document before the
    // removal and joins after this is caught by its second read (see "subscribe").
    if (change.doc && evictsNonMembers(change.previous, change.doc)) {
      const members = memberIds(change.doc).map((id) => memberRoom(kind, code, id));
      io.in(room).except(members).socketsLeave(room);
    }
  });

  return io;
}

/** The client's address as Fastify reads it for HTTP: behind a trusted proxy, the first forwarded. */
function clientAddress(socket: RealtimeSocket, trustProxy: boolean): string {
  const forwarded = socket.handshake.headers["x-forwarded-for"];
  const first = typeof forwarded === "string" ? forwarded.split(",")[0]?.trim() : undefined;
  return trustProxy && first ? first : socket.handshake.address;
}

function endSessionSockets(io: RealtimeServer, sessionToken: string): void {
  for (const socket of io.of("/").sockets.values())
    if (socket.data.sessionToken === sessionToken) socket.disconnect(true);
}

/** Whether the user still has a socket in the room, on any process. */
async function stillHere(io: RealtimeServer, room: string, userId: string): Promise<boolean> {
  const sockets = await io.in(room).fetchSockets();
  return sockets.some((socket) => socket.data.caller?.id === userId);
}
