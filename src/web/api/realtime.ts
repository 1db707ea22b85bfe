import { startTransition, useEffect, useState } from "react";
import { io } from "socket.io-client";
import type { DocumentKind, DocumentTypes } from "../../shared/documents.js";
import { follow, type HeldDocument } from "../../shared/documentFollower.js";
import type { DocumentMessage, PatchMessage, SubscribeAck } from "../../shared/protocol.js";
import { MESSAGES } from "../../shared/messages.js";
import { reloadIfOutdated } from "./pushFormat.js";
import { heldSocket, onSocketReplaced, type ClientSocket } from "./socketSlot.js";

/** One socket per tab, authenticated by the session cookie. */
function getSocket(): ClientSocket {
  // WebSocket first: one round trip on a slow phone network, and no sticky sessions needed behind
  // a load balancer. Long-polling remains the fallback where a proxy blocks WebSockets.
  return heldSocket(() =>
    io({
      path: "/socket.io",
      withCredentials: true,
      transports: ["websocket", "polling"],
      tryAllTransports: true,
    }),
  );
}

/** Server time minus local time, from the latest message: timers count from server time. */
let serverOffset = 0;
export function serverNow(): number {
  return Date.now() + serverOffset;
}

export type DocumentState<K extends DocumentKind> =
  | { status: "loading" }
  | { status: "ready"; doc: DocumentTypes[K]; version: number }
  | { status: "deleted" }
  | { status: "not-found" }
  | { status: "forbidden" }
  /** The server refused this tab's connection: its user holds every socket allowed already. */
  | { status: "too-many-tabs" }
  | { status: "error"; message: string };

/**
 * Subscribes to a lobby or game and keeps the latest version. Pushes are applied only in order;
 * a gap (or a reconnection the server could not recover) means a fresh snapshot is fetched.
 */
export function useDocument<K extends DocumentKind>(
  kind: K,
  code: string | null,
): DocumentState<K> {
  const [state, setState] = useState<DocumentState<K>>({ status: "loading" });
  const [socketGeneration, setSocketGeneration] = useState(0);

  useEffect(() => onSocketReplaced(() => setSocketGeneration((generation) => generation + 1)), []);

  useEffect(() => {
    if (!code) return;
    const client = getSocket();
    let held: HeldDocument | null = null;
    let active = true;

    const resync = () => {
      client.emit("subscribe", { kind, code }, (ack: SubscribeAck) => {
        if (!active) return;
        if (ack.ok) {
          if (reloadIfOutdated(ack.format)) return;
          held = null;
          receive(ack.snapshot);
        } else if (ack.error.status === "not-found") setState({ status: "not-found" });
        else if (ack.error.status === "permission-denied") setState({ status: "forbidden" });
        else setState({ status: "error", message: ack.error.message });
      });
    };

    // Pushes apply in order; an old or repeated one changes nothing, a missed one means a fresh
    // snapshot.
    const receive = (message: DocumentMessage | PatchMessage) => {
      if (message.kind !== kind || message.code !== code.toUpperCase()) return;
      const next = follow(held, message);
      if (next === "resync") return resync();
      if (next === held || next === null) return;
      held = next;
      serverOffset = message.serverTime - Date.now();
      const shown: DocumentState<K> =
        next.doc === null
          ? { status: "deleted" }
          : { status: "ready", doc: next.doc as DocumentTypes[K], version: next.version };
      // A whole lobby or game screen re-renders with each version: as a transition, React does it
      // in slices, so a slow phone keeps answering taps and typing meanwhile.
      startTransition(() => setState(shown));
    };

    const onConnect = () => {
      if (!client.recovered) resync();
    };
    // A refusal by the server's middleware is final for this socket: it does not retry on its own.
    const onRefused = (error: Error) => {
      if (active && !client.active && error.message === MESSAGES.tooManySockets)
        setState({ status: "too-many-tabs" });
    };

    client.on("doc", receive);
    client.on("patch", receive);
    client.on("connect", onConnect);
    client.on("connect_error", onRefused);
    if (client.connected) resync();
    return () => {
      active = false;
      client.off("doc", receive);
      client.off("patch", receive);
      client.off("connect", onConnect);
      client.off("connect_error", onRefused);
      client.emit("unsubscribe", { kind, code });
    };
  }, [kind, code, socketGeneration]);

  return code ? state : { status: "not-found" };
}
