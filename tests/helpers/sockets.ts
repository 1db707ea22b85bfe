import { io as connect, type Socket } from "socket.io-client";
import { follow, type HeldDocument } from "../../src/shared/documentFollower.js";
import type {
  ClientToServerEvents,
  DocumentMessage,
  PatchMessage,
  ServerToClientEvents,
  SubscribeAck,
} from "../../src/shared/protocol.js";
import type { DocumentKind } from "../../src/shared/documents.js";

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

type Listener = (message: DocumentMessage) => void;

/**
 * What a test's socket holds of each document it subscribed to, following patches as the web
 * client does; listeners hear every new version as a whole document.
 */
interface Followed {
  held: Map<string, HeldDocument>;
  listeners: Set<Listener>;
}
const followed = new WeakMap<ClientSocket, Followed>();

function followerOf(socket: ClientSocket): Followed {
  let state = followed.get(socket);
  if (state) return state;
  const created: Followed = { held: new Map(), listeners: new Set() };
  const receive = (message: DocumentMessage | PatchMessage) => {
    const key = `${message.kind}:${message.code}`;
    const before = created.held.get(key) ?? null;
    const next = follow(before, message);
    if (next === "resync") {
      void subscribe(socket, message.kind, message.code);
      return;
    }
    if (next === null || next === before) return;
    created.held.set(key, next);
    const whole = { ...message, doc: next.doc, version: next.version } as DocumentMessage;
    for (const listener of created.listeners) listener(whole);
  };
  socket.on("doc", receive);
  socket.on("patch", receive);
  followed.set(socket, created);
  state = created;
  return state;
}

/** Every new version of the socket's documents, whole, patches applied; returns an unsubscribe. */
export function onDocument(socket: ClientSocket, listener: Listener): () => void {
  const state = followerOf(socket);
  state.listeners.add(listener);
  return () => state.listeners.delete(listener);
}

export function openSocket(base: string, token: string): Promise<ClientSocket> {
  const socket: ClientSocket = connect(base, {
    transports: ["websocket"],
    auth: { token },
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

export function subscribe(
  socket: ClientSocket,
  kind: DocumentKind,
  code: string,
): Promise<SubscribeAck> {
  const state = followerOf(socket);
  return new Promise((resolve) =>
    socket.emit("subscribe", { kind, code }, (ack) => {
      if (ack.ok) {
        const { snapshot } = ack;
        state.held.set(`${kind}:${code}`, { version: snapshot.version, doc: snapshot.doc });
      }
      resolve(ack);
    }),
  );
}

/**
 * Resolves with the first pushed version (patches applied, as a whole document) that satisfies
 * `test`, or rejects after `ms`.
 */
export function waitForDoc(
  socket: ClientSocket,
  test: (message: DocumentMessage) => boolean,
  ms = 1_000,
): Promise<DocumentMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no matching push within ${ms} ms`));
    }, ms);
    const stop = onDocument(socket, (message) => {
      if (!test(message)) return;
      clearTimeout(timer);
      stop();
      resolve(message);
    });
  });
}
