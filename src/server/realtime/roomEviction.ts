import type { DocumentTypes, DocumentKind } from "../../shared/documents.js";

type AnyDocument = DocumentTypes[DocumentKind];

/**
 * Which sockets a change must send out of its document's room: `"all"` when the document is gone,
 * `"non-members"` when someone may have left its players, or `"none"`. Evicting is a cluster-wide
 * operation through the adapter (a Redis message to every process in the scaled mode), so the
 * changes where everyone stays, nearly all of them, skip it. A version before that this process
 * does not know counts as a departure: evicting needlessly costs a message, missing one leaks.
 */
export function roomEviction(
  previous: AnyDocument | null,
  doc: AnyDocument | null,
): "all" | "non-members" | "none" {
  if (!doc) return "all";
  if (!previous) return "non-members";
  for (const id of Object.keys(previous.players)) if (!(id in doc.players)) return "non-members";
  return "none";
}
