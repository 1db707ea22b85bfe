import { and, eq, sql } from "drizzle-orm";
import type { DocumentKind, DocumentTypes } from "../../shared/documents.js";
import type { DocumentMessage } from "../../shared/protocol.js";
import type { Db } from "../db/database.js";
import { documents as table } from "../db/schema.js";
import { DocumentCache, type CachedDocument } from "./documentCache.js";

export interface StoredDocument<K extends DocumentKind> {
  doc: DocumentTypes[K];
  version: number;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const key = (kind: DocumentKind, code: string) => and(eq(table.kind, kind), eq(table.code, code));

/** What a handler may do with documents inside one transaction. */
export interface DocumentTransaction {
  /** Reads and locks a document until the transaction ends. */
  get<K extends DocumentKind>(kind: K, code: string): Promise<StoredDocument<K> | null>;
  /** Inserts or replaces a document, bumping its version; returns the new version. */
  put<K extends DocumentKind>(kind: K, code: string, doc: DocumentTypes[K]): Promise<number>;
  /** Inserts a new document; false when one with that code already exists. */
  create<K extends DocumentKind>(kind: K, code: string, doc: DocumentTypes[K]): Promise<boolean>;
  remove(kind: DocumentKind, code: string): Promise<void>;
  /** Recomputes when the scheduler next wakes for a document left unchanged. */
  reschedule<K extends DocumentKind>(kind: K, code: string, doc: DocumentTypes[K]): Promise<void>;
  /** Whether a document exists, without locking it. */
  exists(kind: DocumentKind, code: string): Promise<boolean>;
  /** The same transaction, for other tables (credits, ledgers). */
  sql: Tx;
}

/** A committed change, with the version before it when this transaction knew it (for a patch). */
export interface DocumentChange extends DocumentMessage {
  previous: DocumentTypes[DocumentKind] | null;
}

export type Publish = (change: DocumentChange) => void;

/** When the scheduler next has work for a document (epoch ms), or null for none. */
export type WakeUp = (kind: DocumentKind, doc: DocumentTypes[DocumentKind]) => number | null;

/**
 * Lobbies and games as versioned JSON documents. Every change happens in a transaction that locks
 * the rows it reads; subscribers hear about it only after the commit, so nobody sees a change that
 * was rolled back.
 */
export class DocumentStore {
  private publish: Publish = () => {};
  private readonly cache: DocumentCache | null;

  constructor(
    private readonly db: Db,
    private readonly wakeUp: WakeUp = () => null,
    options: { cache?: boolean } = {},
  ) {
    this.cache = options.cache ? new DocumentCache() : null;
  }

  setPublisher(publish: Publish): void {
    this.publish = publish;
  }

  /** Forgets every cached document: the database was replaced underneath (a restore). */
  forgetAll(): void {
    this.cache?.clear();
  }

  async read<K extends DocumentKind>(kind: K, code: string): Promise<StoredDocument<K> | null> {
    const cached = this.cache?.get(`${kind}:${code}`);
    if (cached) return asStored<K>(cached);
    // Not cached from here: a transaction may commit a newer version before this read returns.
    const [row] = await this.db
      .select({ doc: table.doc, version: table.version })
      .from(table)
      .where(key(kind, code));
    return row ? { doc: row.doc as DocumentTypes[K], version: row.version } : null;
  }

  async transact<T>(work: (tx: DocumentTransaction) => Promise<T>): Promise<T> {
    const outbox = new Map<string, Omit<DocumentChange, "serverTime">>();
    const wakeUp = this.wakeUp;
    const cache = this.cache;
    /** What this transaction read and wrote, for the cache once it is sure to commit. */
    const seen = new Map<string, CachedDocument>();
    const written = new Set<string>();
    const result = await this.db
      .transaction(async (sqlTx) => {
        const remember = (cacheKey: string, entry: CachedDocument, write: boolean) => {
          seen.set(cacheKey, entry);
          if (write) written.add(cacheKey);
        };
        const tx: DocumentTransaction = {
          sql: sqlTx,
          async get(kind, code) {
            const cacheKey = `${kind}:${code}`;
            const known = seen.get(cacheKey) ?? cache?.get(cacheKey);
            if (known) return asStored<typeof kind>(known);
            const [row] = await sqlTx
              .select({ doc: table.doc, version: table.version })
              .from(table)
              .where(key(kind, code))
              .for("update");
            remember(
              cacheKey,
              row ? { doc: row.doc as DocumentTypes[DocumentKind], version: row.version } : NONE,
              false,
            );
            return row
              ? { doc: row.doc as DocumentTypes[typeof kind], version: row.version }
              : null;
          },
          async put(kind, code, doc) {
            const before = seen.get(`${kind}:${code}`) ?? cache?.get(`${kind}:${code}`);
            const dueAt = wakeUp(kind, doc);
            // Written as SQL rather than through the query builder, which sent the document twice
            // (as the row and again as the update): half the cost of a write on PGlite.
            const { rows } = await sqlTx.execute<{ version: number }>(sql`
              insert into ${table} (kind, code, doc, version, due_at)
              values (${kind}, ${code}, ${JSON.stringify(doc)}, 1, ${dueAt})
              on conflict (kind, code) do update set doc = excluded.doc, due_at = excluded.due_at,
                version = ${table}.version + 1, updated_at = now()
              returning version`);
            const [row] = rows;
            const version = row?.version ?? 1;
            const previous = before?.version === version - 1 ? before.doc : null;
            outbox.set(`${kind}:${code}`, { kind, code, version, doc, previous });
            remember(`${kind}:${code}`, { doc, version }, true);
            return version;
          },
          async create(kind, code, doc) {
            const rows = await sqlTx
              .insert(table)
              .values({ kind, code, doc, version: 1, dueAt: wakeUp(kind, doc) })
              .onConflictDoNothing()
              .returning({ version: table.version });
            if (rows.length === 0) return false;
            outbox.set(`${kind}:${code}`, { kind, code, version: 1, doc, previous: null });
            remember(`${kind}:${code}`, { doc, version: 1 }, true);
            return true;
          },
          async remove(kind, code) {
            const [row] = await sqlTx
              .delete(table)
              .where(key(kind, code))
              .returning({ version: table.version });
            if (row)
              outbox.set(`${kind}:${code}`, {
                kind,
                code,
                version: row.version + 1,
                doc: null,
                previous: null,
              });
            remember(`${kind}:${code}`, NONE, true);
          },
          async reschedule(kind, code, doc) {
            await sqlTx
              .update(table)
              .set({ dueAt: wakeUp(kind, doc) })
              .where(key(kind, code));
          },
          async exists(kind, code) {
            const known = seen.get(`${kind}:${code}`) ?? cache?.get(`${kind}:${code}`);
            if (known) return known.doc !== null;
            const rows = await sqlTx
              .select({ code: table.code })
              .from(table)
              .where(key(kind, code));
            return rows.length > 0;
          },
        };
        const answer = await work(tx);
        // Still inside the transaction: the next one, which cannot start before this commits,
        // already finds these versions.
        if (cache) for (const [cacheKey, entry] of seen) cache.set(cacheKey, entry);
        return answer;
      })
      .catch((error: unknown) => {
        // A commit that failed after the cache was updated: forget what this one wrote.
        for (const cacheKey of written) cache?.forget(cacheKey);
        throw error;
      });
    const serverTime = Date.now();
    for (const message of outbox.values()) this.publish({ ...message, serverTime });
    return result;
  }
}

const NONE: CachedDocument = { doc: null, version: 0 };

function asStored<K extends DocumentKind>(entry: CachedDocument): StoredDocument<K> | null {
  return entry.doc === null ? null : { doc: entry.doc as DocumentTypes[K], version: entry.version };
}
