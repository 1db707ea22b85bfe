import type { DocumentTypes, DocumentKind } from "../../shared/documents.js";
import { isMemberOf } from "../../shared/members.js";

type AnyDocument = DocumentTypes[DocumentKind];

/**
 * Whether a change must send the sockets of non-members out of its document's room: when someone
 * left its members, or the version before is unknown to this process (a document just created under
 * a code used before, say). Evicting is a cluster-wide operation through the adapter (a message
 * through Redis to every process in the scaled mode), so the changes where everyone stays, nearly
 * all of them, skip it; evicting needlessly costs a message, missing a departure leaks.
 *
 * A deletion leaves the room as it is: the members' screens may still be open when the host starts
 * the next game under the same code, and that game's creation sends out whoever is not in it.
 */
export function evictsNonMembers(previous: AnyDocument | null, doc: AnyDocument | null): boolean {
  if (!doc) return false;
  if (!previous) return true;
  // A wizard who left a game stays among its players, no longer a member (`isMemberOf`).
  for (const id in previous.players)
    if (isMemberOf(previous, id) && !isMemberOf(doc, id)) return true;
  return false;
}
