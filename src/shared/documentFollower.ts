import { applyPatch } from "./documentPatch.js";
import type { DocumentMessage, PatchMessage } from "./protocol.js";

/** The latest version of a document a subscriber holds; `doc` is null once it was deleted. */
export interface HeldDocument {
  version: number;
  doc: object | null;
}

/**
 * What a subscriber holds after a push: the next version; `held` unchanged for an old or repeated
 * message, or for a change that came before the snapshot it waits for (held is null then); or
 * "resync" when a change was missed.
 */
export function follow(
  held: HeldDocument | null,
  message: DocumentMessage | PatchMessage,
): HeldDocument | null | "resync" {
  if ("doc" in message) {
    // A whole document stands on its own: any newer one (or a deletion) replaces what is held.
    if (message.doc === null || !held || message.version > held.version)
      return { version: message.version, doc: message.doc };
    return held;
  }
  if (!held || message.version <= held.version) return held;
  if (held.version < message.base || held.doc === null) return "resync";
  const doc = applyPatch(held.doc, message.patch);
  return doc ? { version: message.version, doc } : "resync";
}
