import type { DocumentKind } from "../../shared/documents.js";
import { ownEntry } from "../../shared/ownEntry.js";
import { roomName } from "../../shared/protocol.js";
import type { DocumentStore } from "../documents/documentStore.js";

/** A reload or a flaky phone connection should not flash "disconnected" to everyone. */
export const PRESENCE_GRACE_MS = 5_000;

interface HasPlayers {
  players: Record<string, { connected: boolean; left?: boolean }>;
}

/** Sets a member's `connected` flag in a lobby or game, writing only when it changes. */
export async function markPresence(
  documents: DocumentStore,
  kind: DocumentKind,
  code: string,
  userId: string,
  connected: boolean,
): Promise<void> {
  await documents.transact(async (tx) => {
    const stored = await tx.get(kind, code);
    const doc = stored?.doc as HasPlayers | undefined;
    const player = doc && ownEntry(doc.players, userId);
    // A wizard who left a game is gone from it: a late socket of theirs does not bring them back.
    if (!stored || !player || player.left || player.connected === connected) return;
    const next = {
      ...stored.doc,
      players: { ...stored.doc.players, [userId]: { ...player, connected } },
    };
    await tx.put(kind, code, next as typeof stored.doc);
  });
}

/** A document's room, `kind:code`; member rooms (`kind:code:user`) are not documents' rooms. */
export function parseRoom(room: string): { kind: DocumentKind; code: string } | null {
  const [kind, code, member] = room.split(":");
  if ((kind === "lobby" || kind === "game") && code && member === undefined) return { kind, code };
  return null;
}

/** The room of one member of a document, for what only that member may see. */
export function memberRoom(kind: DocumentKind, code: string, userId: string): string {
  return `${kind}:${code}:${userId}`;
}

export { roomName };
