import type { DocumentKind, DocumentTypes } from "../../shared/documents.js";
import { setRecent } from "../../shared/recentlyUsed.js";

export interface CachedDocument {
  doc: DocumentTypes[DocumentKind] | null;
  version: number;
}

/** Deep-frozen, so a handler that changed a document it read in place would fail loudly. */
function freeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) freeze(inner);
  }
  return value;
}

/**
 * The current version of recently used lobbies and games, for the embedded database that only this
 * process writes, so a call reads its document from memory instead of parsing it out of PGlite.
 * Entries change only as a transaction ends, so the cache agrees with what committed; `doc: null`
 * remembers that a document does not exist.
 */
export class DocumentCache {
  private readonly entries = new Map<string, CachedDocument>();

  constructor(private readonly capacity = 5000) {}

  get(key: string): CachedDocument | undefined {
    const entry = this.entries.get(key);
    // Least recently used first out: touching moves an entry to the back.
    if (entry) setRecent(this.entries, key, entry, this.capacity);
    return entry;
  }

  set(key: string, entry: CachedDocument): void {
    setRecent(this.entries, key, { doc: freeze(entry.doc), version: entry.version }, this.capacity);
  }

  forget(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
