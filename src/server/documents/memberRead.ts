import { viewFor } from "../../game/battle/view.js";
import type { DocumentKind, Game } from "../../shared/documents.js";
import { AppError } from "../../shared/errors.js";
import { isMemberOf } from "../../shared/members.js";
import { MESSAGES } from "../../shared/messages.js";
import type { DocumentStore, StoredDocument } from "./documentStore.js";

export type MemberRead =
  | { ok: true; snapshot: { kind: DocumentKind; code: string } & StoredDocument<DocumentKind> }
  | { ok: false; error: AppError };

/** Members read their lobby or game; others learn nothing, not even whether it exists. */
export async function readForMember(
  documents: DocumentStore,
  kind: DocumentKind,
  code: string,
  userId: string,
): Promise<MemberRead> {
  const stored = await documents.read(kind, code);
  if (!heldBy(stored, userId)) return { ok: false, error: refusal() };
  const doc = kind === "game" ? viewFor(stored.doc as Game, userId) : stored.doc;
  return { ok: true, snapshot: { kind, code, doc, version: stored.version } };
}

/** The same answer as `readForMember` without building the member's view. */
export async function isMember(
  documents: DocumentStore,
  kind: DocumentKind,
  code: string,
  userId: string,
): Promise<{ ok: true } | { ok: false; error: AppError }> {
  const stored = await documents.read(kind, code);
  return heldBy(stored, userId) ? { ok: true } : { ok: false, error: refusal() };
}

function heldBy(
  stored: StoredDocument<DocumentKind> | null,
  userId: string,
): stored is StoredDocument<DocumentKind> {
  // A wizard who left a game stays among its players but reads it no more (`isMemberOf`).
  return stored !== null && isMemberOf(stored.doc, userId);
}

/** One answer whether or not the code exists, so codes cannot be found by asking. */
function refusal(): AppError {
  return new AppError("permission-denied", MESSAGES.notMember);
}
