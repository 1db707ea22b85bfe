import { z } from "zod";
import { DOCUMENT_KINDS, type DocumentKind, type DocumentTypes } from "./documents.js";
import type { DocumentPatch } from "./documentPatch.js";
import { lobbyCodeSchema } from "./playerInput.js";

// Every Socket.IO message in both directions. The socket carries no writes other than presence:
// subscribing to a document is how a member says they are here.

export { lobbyCodeSchema } from "./playerInput.js";

export const subscribeSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  code: lobbyCodeSchema,
});
export type SubscribeRequest = z.infer<typeof subscribeSchema>;

/** A document pushed to subscribers: `doc` is null once it was deleted. */
export interface DocumentMessage<K extends DocumentKind = DocumentKind> {
  kind: K;
  code: string;
  version: number;
  doc: DocumentTypes[K] | null;
  /** Server clock in epoch ms when the message left, for the server time offset. */
  serverTime: number;
}

/**
 * A change to the document a member holds. Games are pushed this way whenever the server knows the
 * version before; a member who missed one subscribes again.
 */
export interface PatchMessage<K extends DocumentKind = DocumentKind> {
  kind: K;
  code: string;
  version: number;
  /**
   * The patch applies to any version from `base` to `version - 1`: what this member sees did not
   * change in between, so the server sent them nothing (usually `base` is `version - 1`).
   */
  base: number;
  patch: DocumentPatch;
  serverTime: number;
}

/**
 * The form of pushes this code sends and understands. A page built for an older form would apply
 * a newer server's patches wrongly (for example ignoring `inside`), so it reloads when a server
 * of a newer form answers it (see src/web/api/pushFormat.ts). Raise it whenever pushes change in a
 * way an older page cannot follow: 1, top-level patches; 2, patches inside objects (2026-11-25).
 */
export const PUSH_FORMAT = 2;

export type SubscribeAck =
  | { ok: true; snapshot: DocumentMessage; format: number }
  | { ok: false; error: { status: string; message: string } };

export interface ServerToClientEvents {
  doc: (message: DocumentMessage) => void;
  patch: (message: PatchMessage) => void;
}

export interface ClientToServerEvents {
  subscribe: (request: SubscribeRequest, ack: (answer: SubscribeAck) => void) => void;
  unsubscribe: (request: SubscribeRequest) => void;
}

export function roomName(kind: DocumentKind, code: string): string {
  return `${kind}:${code}`;
}
