import { viewFor } from "../../game/battle/view.js";
import type { DocumentKind, Game } from "../../shared/documents.js";
import { AppError } from "../../shared/errors.js";
import { MESSAGES } from "../../shared/messages.js";
import type { DocumentStore, StoredDocument } from "./documentStore.js";

export type MemberRead =
  | { ok: true; snapshot: { kind: DocumentKind; code: string } & StoredDocument<DocumentKind> }
  | { ok: false; error: AppError };

/** Members read their lobby or game; others learn only whether it exists. */
export async function readForMember(
  documents: DocumentStore,
  kind: DocumentKind,
  code: string,
  userId: string,
): Promise<MemberRead> {
  const stored = await documents.read(kind, code);
  if (!stored) {
    const message = kind === "lobby" ? MESSAGES.lobbyNotFound : MESSAGES.gameNotFound;
    return { ok: false, error: new AppError("not-found", message) };
  }
  if (!(userId in stored.doc.players)) {
    return { ok: false, error: new AppError("permission-denied", MESSAGES.notMember) };
  }
  const doc = kind === "game" ? viewFor(stored.doc as Game, userId) : stored.doc;
  return { ok: true, snapshot: { kind, code, doc, version: stored.version } };
}
