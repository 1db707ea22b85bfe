import type { Socket } from "socket.io-client";
import type { ClientToServerEvents, ServerToClientEvents } from "../../shared/protocol.js";

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/*
 * The tab's one realtime socket, held apart from socket.io-client and the protocol's schemas
 * (realtime.ts): the app shell replaces it after a sign-in, and must not load them to do so.
 */
let socket: ClientSocket | null = null;
const socketReplaced = new Set<() => void>();

/** The socket held, opened with `open` when there is none. */
export function heldSocket(open: () => ClientSocket): ClientSocket {
  socket ??= open();
  return socket;
}

/** Calls `listener` each time the socket is replaced; returns how to stop. */
export function onSocketReplaced(listener: () => void): () => void {
  socketReplaced.add(listener);
  return () => {
    socketReplaced.delete(listener);
  };
}

/**
 * After sign-in or sign-out the handshake must carry the new session: the socket is replaced, and
 * every open subscription moves to the new one (a screen may have subscribed before the new
 * identity was known).
 */
export function resetSocket(): void {
  if (!socket) return;
  socket.close();
  socket = null;
  for (const listener of socketReplaced) listener();
}
