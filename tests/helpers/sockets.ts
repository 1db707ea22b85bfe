import { io as connect, type Socket } from "socket.io-client";
import type {
  ClientToServerEvents,
  DocumentMessage,
  ServerToClientEvents,
  SubscribeAck,
} from "../../src/shared/protocol.js";
import type { DocumentKind } from "../../src/shared/documents.js";

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

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
  return new Promise((resolve) => socket.emit("subscribe", { kind, code }, resolve));
}

/** Resolves with the first pushed document that satisfies `test`, or rejects after `ms`. */
export function waitForDoc(
  socket: ClientSocket,
  test: (message: DocumentMessage) => boolean,
  ms = 1_000,
): Promise<DocumentMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off("doc", listener);
      reject(new Error(`no matching push within ${ms} ms`));
    }, ms);
    const listener = (message: DocumentMessage) => {
      if (!test(message)) return;
      clearTimeout(timer);
      socket.off("doc", listener);
      resolve(message);
    };
    socket.on("doc", listener);
  });
}
