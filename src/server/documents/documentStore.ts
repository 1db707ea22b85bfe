import { and, eq, sql, type SQL } from "drizzle-orm";
import type { DocumentKind, DocumentTypes } from "../../shared/documents.js";
import type { DocumentMessage } from "../../shared/protocol.js";
import type { BatchWrite, Db } from "../db/database.js";
import { documents as table } from "../db/schema.js";
import {
  battleLogWrites,
  documentRow,
  joinedDocument,
  battleLogRemoval,
  selectDocument,
  type SelectedRow,
} from "./battleLogRows.js";
import { DocumentCache, type CachedDocument } from "./documentCache.js";
import { runEmbedded, type EmbeddedDatabase } from "./embeddedTransaction.js";

export interface StoredDocument<K extends DocumentKind> {
  doc: DocumentTypes[K];
  version: number;
}

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
  /**
   * A write to another table (credits, ledgers), stored atomically with this transaction's
   * documents. On PostgreSQL it runs in the transaction at once; on the embedded database it
   * travels in the transaction's batch, so nothing waits for the database thread while the
   * transaction holds its turn.
   */
  write(statement: SQL): Promise<void>;
  /**
   * For reading other tables without locking them (a host's plan and credits): the transaction
   * itself on PostgreSQL; on the embedded database, the database as of every change before.
   */
  reader(): Promise<Pick<Db, "select">>;
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
 * the rows it reads, and nobody hears of one whose work failed. On PostgreSQL subscribers hear of
 * a change after its commit; on the embedded database while it commits, where a failed commit
 * stops the process (see `transact`).
 */
export class DocumentStore {
  private publish: Publish = () => {};
  private readonly cache: DocumentCache | null;
  private readonly embedded: EmbeddedDatabase | null;
  private queue: Promise<void> = Promise.resolve();
  private readonly onBroken: (error: unknown) => void;

  /**
   * With `embedded` (PGlite, written by this process alone) documents are kept in memory and
   * written in batches; otherwise every transaction reads and locks its rows in the database.
   */
  constructor(
    private readonly db: Db,
    private readonly wakeUp: WakeUp = () => null,
    options: {
      embedded?: { commitBatch: (writes: BatchWrite[]) => Promise<void> };
      /** A batch that failed to commit: the cache is no longer the database's state. */
      onBroken?: (error: unknown) => void;
    } = {},
  ) {
    this.cache = options.embedded ? new DocumentCache() : null;
    this.embedded =
      options.embedded && this.cache
        ? { db, cache: this.cache, wakeUp, commitBatch: options.embedded.commitBatch }
        : null;
    this.onBroken = options.onBroken ?? (() => {});
  }

  setPublisher(publish: Publish): void {
    this.publish = publish;
  }

  /** Forgets every cached document: the database was replaced underneath (a restore). */
  forgetAll(): void {
    this.cache?.clear();
  }

  /** The version this process holds in memory (embedded mode), or null; never reads the database. */
  peek<K extends DocumentKind>(kind: K, code: string): StoredDocument<K> | null {
    const cached = this.cache?.get(`${kind}:${code}`);
    return cached ? asStored<K>(cached) : null;
  }

  async read<K extends DocumentKind>(kind: K, code: string): Promise<StoredDocument<K> | null> {
    const cached = this.cache?.get(`${kind}:${code}`);
    if (cached) return asStored<K>(cached);
    // Not cached from here: a transaction may commit a newer version before this read returns.
    return this.readStored(kind, code);
  }

  /** The document as the database holds it, never from the cache. */
  async readStored<K extends DocumentKind>(
    kind: K,
    code: string,
  ): Promise<StoredDocument<K> | null> {
    const { rows } = await this.db.execute<SelectedRow>(selectDocument(kind, code, false));
    const row = rows[0];
    return row ? { doc: joinedDocument(row) as DocumentTypes[K], version: row.version } : null;
  }

  async transact<T>(work: (tx: DocumentTransaction) => Promise<T>): Promise<T> {
    const embedded = this.embedded;
    if (!embedded) return this.run(work);
    // One at a time: the cache, not a database lock, keeps two changes to a document apart.
    const turn = this.exclusive(async () => {
      const { answer, changes, commit } = await runEmbedded(embedded, work);
      // Pushed while its batch commits: waiting for the database thread was most of a move's way
      // to the other players. Should the batch fail the process stops (onBroken) and browsers
      // reload what the disk holds; the answer waits for the commit, so it is always stored.
      let unpublished: { error: unknown } | null = null;
      try {
        this.publishAll(changes);
      } catch (error) {
        unpublished = { error };
      }
      // Sent within this turn, so the database thread runs it before the next one's work. The
      // cache already holds the change: failing to even prepare the writes breaks it the same way.
      let sent: Promise<void>;
      try {
        sent = commit();
      } catch (error) {
        sent = Promise.reject(error);
      }
      const stored = sent.catch((error: unknown) => {
        // Later transactions may have built on what failed: the database thread refuses them all.
        this.forgetAll();
        this.onBroken(error);
        throw error;
      });
      return { answer, stored, unpublished };
    });
    const { answer, stored, unpublished } = await turn;
    await stored;
    if (unpublished) throw unpublished.error;
    return answer;
  }

  private publishAll(changes: Omit<DocumentChange, "serverTime">[]): void {
    const serverTime = Date.now();
    for (const change of changes) this.publish({ ...change, serverTime });
  }

  /** Runs `work` with no document transaction under way (a restore), in embedded mode. */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.queue.then(work);
    this.queue = turn.then(
      () => undefined,
      () => undefined,
    );
    return turn;
  }

  /** A transaction in the database (PostgreSQL, shared with other processes): rows locked. */
  private async run<T>(work: (tx: DocumentTransaction) => Promise<T>): Promise<T> {
    const outbox = new Map<string, Omit<DocumentChange, "serverTime">>();
    const wakeUp = this.wakeUp;
    /** What this transaction read or wrote, for the version before a change (a patch). */
    const seen = new Map<string, CachedDocument>();
    const result = await this.db.transaction(async (sqlTx) => {
      const tx: DocumentTransaction = {
        async write(statement) {
          await sqlTx.execute(statement);
        },
        reader: async () => sqlTx,
        async get(kind, code) {
          const known = seen.get(`${kind}:${code}`);
          if (known) return asStored<typeof kind>(known);
          const { rows } = await sqlTx.execute<SelectedRow>(selectDocument(kind, code, true));
          const row = rows[0];
          const entry = row ? { doc: joinedDocument(row), version: row.version } : NONE;
          seen.set(`${kind}:${code}`, entry);
          return asStored<typeof kind>(entry);
        },
        async put(kind, code, doc) {
          const before = seen.get(`${kind}:${code}`);
          // Written as SQL rather than through the query builder, which sent the document twice
          // (as the row and again as the update).
          const { rows } = await sqlTx.execute<{ version: number }>(sql`
            insert into ${table} (kind, code, doc, version, due_at)
            values (${kind}, ${code}, ${JSON.stringify(documentRow(kind, doc))}, 1,
              ${wakeUp(kind, doc)})
            on conflict (kind, code) do update set doc = excluded.doc, live = null,
              due_at = excluded.due_at, version = ${table}.version + 1, updated_at = now()
            returning version`);
          const version = rows[0]?.version ?? 1;
          const previous = before?.version === version - 1 ? before.doc : null;
          for (const write of battleLogWrites(kind, code, previous, doc))
            await sqlTx.execute(write);
          outbox.set(`${kind}:${code}`, { kind, code, version, doc, previous });
          seen.set(`${kind}:${code}`, { doc, version });
          return version;
        },
        async create(kind, code, doc) {
          const rows = await sqlTx
            .insert(table)
            .values({
              kind,
              code,
              doc: documentRow(kind, doc),
              version: 1,
              dueAt: wakeUp(kind, doc),
            })
            .onConflictDoNothing()
            .returning({ version: table.version });
          if (rows.length === 0) return false;
          for (const write of battleLogWrites(kind, code, null, doc)) await sqlTx.execute(write);
          outbox.set(`${kind}:${code}`, { kind, code, version: 1, doc, previous: null });
          seen.set(`${kind}:${code}`, { doc, version: 1 });
          return true;
        },
        async remove(kind, code) {
          const [row] = await sqlTx
            .delete(table)
            .where(key(kind, code))
            .returning({ version: table.version });
          for (const write of battleLogRemoval(kind, code)) await sqlTx.execute(write);
          if (row)
            outbox.set(`${kind}:${code}`, {
              kind,
              code,
              version: row.version + 1,
              doc: null,
              previous: null,
            });
          seen.set(`${kind}:${code}`, NONE);
        },
        async reschedule(kind, code, doc) {
          await sqlTx
            .update(table)
            .set({ dueAt: wakeUp(kind, doc) })
            .where(key(kind, code));
        },
        async exists(kind, code) {
          const known = seen.get(`${kind}:${code}`);
          if (known) return known.doc !== null;
          const rows = await sqlTx.select({ code: table.code }).from(table).where(key(kind, code));
          return rows.length > 0;
        },
      };
      return work(tx);
    });
    this.publishAll([...outbox.values()]);
    return result;
  }
}

const NONE: CachedDocument = { doc: null, version: 0 };

function asStored<K extends DocumentKind>(entry: CachedDocument): StoredDocument<K> | null {
  return entry.doc === null ? null : { doc: entry.doc as DocumentTypes[K], version: entry.version };
}
