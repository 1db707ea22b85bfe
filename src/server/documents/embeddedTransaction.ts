import { and, eq, sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { DocumentKind, DocumentTypes } from "../../shared/documents.js";
import type { BatchWrite, Db, MergeableRow } from "../db/database.js";
import { documents as table } from "../db/schema.js";
import {
  battleLogWrites,
  documentRow,
  joinedDocument,
  battleLogRemoval,
  selectDocument,
  type SelectedRow,
} from "./battleLogRows.js";
import type { CachedDocument, DocumentCache } from "./documentCache.js";
import { documentUpsert } from "./documentUpsert.js";
import type { DocumentChange, DocumentTransaction, WakeUp } from "./documentStore.js";

const NONE: CachedDocument = { doc: null, version: 0 };
const dialect = new PgDialect();
const key = (kind: DocumentKind, code: string) => and(eq(table.kind, kind), eq(table.code, code));

/** What the embedded store needs from its process: the database, and a way to commit in one go. */
export interface EmbeddedDatabase {
  db: Db;
  cache: DocumentCache;
  wakeUp: WakeUp;
  /** Runs the statements as one transaction on the database thread, in the order sent. */
  commitBatch: (writes: BatchWrite[]) => Promise<void>;
}

/** A statement, or a document's new version that the database thread may merge with others. */
type Write = { sql: SQL } | { row: MergeableRow };
/** A document's writes, prepared (its JSON, its battle log's rows) only when sent. */
type PendingWrite = Write | (() => Write[]);
const statements = (list: SQL[]): Write[] => list.map((statement) => ({ sql: statement }));

export interface EmbeddedOutcome<T> {
  answer: T;
  changes: Omit<DocumentChange, "serverTime">[];
  /**
   * Prepares the writes and sends them to the database thread; call it once before the next
   * transaction begins, so the thread runs them first. Settles once they are durable. The JSON is
   * made here rather than in `put`, so the changes can be pushed before that work.
   */
  commit: () => Promise<void>;
}

/**
 * One transaction of the embedded mode, where this process alone writes the database and the
 * cache holds every document it touches; the caller runs these one at a time. All writes, other
 * tables' too, go to the database thread as one batch at the end, so the next transaction may
 * begin while this one commits and no turn waits for the thread (it runs batches in order).
 */
export async function runEmbedded<T>(
  store: EmbeddedDatabase,
  work: (tx: DocumentTransaction) => Promise<T>,
): Promise<EmbeddedOutcome<T>> {
  const { db, cache, wakeUp } = store;
  const outbox = new Map<string, Omit<DocumentChange, "serverTime">>();
  const seen = new Map<string, CachedDocument>();
  const writes: PendingWrite[] = [];

  const current = async (kind: DocumentKind, code: string): Promise<CachedDocument> => {
    const cacheKey = `${kind}:${code}`;
    const known = seen.get(cacheKey) ?? cache.get(cacheKey);
    if (known) return known;
    // The database thread answers after every batch sent before: this is the latest version.
    const { rows } = await db.execute<SelectedRow>(selectDocument(kind, code, false));
    const row = rows[0];
    const entry = row ? { doc: joinedDocument(row), version: row.version } : NONE;
    seen.set(cacheKey, entry);
    return entry;
  };

  const tx: DocumentTransaction = {
    async get(kind, code) {
      const entry = await current(kind, code);
      return entry.doc === null
        ? null
        : { doc: entry.doc as DocumentTypes[typeof kind], version: entry.version };
    },
    async put(kind, code, doc) {
      const before = await current(kind, code);
      const version = before.doc === null ? 1 : before.version + 1;
      const dueAt = wakeUp(kind, doc);
      writes.push(() => [
        {
          row: documentUpsert(
            kind,
            code,
            documentRow(kind, doc),
            version,
            dueAt,
            before.doc && documentRow(kind, before.doc),
          ),
        },
        ...statements(battleLogWrites(kind, code, before.doc, doc)),
      ]);
      outbox.set(`${kind}:${code}`, { kind, code, version, doc, previous: before.doc });
      seen.set(`${kind}:${code}`, { doc, version });
      return version;
    },
    async create(kind, code, doc) {
      if ((await current(kind, code)).doc !== null) return false;
      writes.push({
        sql: sql`
          insert into ${table} (kind, code, doc, version, due_at)
          values (${kind}, ${code}, ${JSON.stringify(documentRow(kind, doc))}, 1,
            ${wakeUp(kind, doc)})`,
      });
      writes.push(...statements(battleLogWrites(kind, code, null, doc)));
      outbox.set(`${kind}:${code}`, { kind, code, version: 1, doc, previous: null });
      seen.set(`${kind}:${code}`, { doc, version: 1 });
      return true;
    },
    async remove(kind, code) {
      const before = await current(kind, code);
      if (before.doc === null) return;
      writes.push({ sql: sql`delete from ${table} where ${key(kind, code)}` });
      writes.push(...statements(battleLogRemoval(kind, code)));
      outbox.set(`${kind}:${code}`, {
        kind,
        code,
        version: before.version + 1,
        doc: null,
        previous: null,
      });
      seen.set(`${kind}:${code}`, NONE);
    },
    async reschedule(kind, code, doc) {
      writes.push({
        sql: sql`update ${table} set due_at = ${wakeUp(kind, doc)} where ${key(kind, code)}`,
      });
    },
    async exists(kind, code) {
      return (await current(kind, code)).doc !== null;
    },
    async write(statement) {
      writes.push({ sql: statement });
    },
    // The database thread answers after every batch sent before, so a plain query reads them all.
    reader: async () => db,
  };

  // Nothing is sent when the work fails: the transaction leaves no trace.
  const answer = await work(tx);
  // The next transaction, which cannot begin before this returns, already finds these versions.
  for (const [cacheKey, entry] of seen) cache.set(cacheKey, entry);
  const changes = [...outbox.values()];
  const prepared = () => writes.flatMap((write) => (typeof write === "function" ? write() : write));
  const commit = () =>
    writes.length > 0
      ? store.commitBatch(
          prepared().map((write) => ("row" in write ? write : dialect.sqlToQuery(write.sql))),
        )
      : Promise.resolve();
  return { answer, changes, commit };
}
