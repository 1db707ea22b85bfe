// The embedded PGlite, run on a thread of its own (see pgliteThread.ts). Plain JavaScript so that
// Node starts it the same way under tsx, Vitest and production.
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { HeldLocks } from "./heldLocks.mjs";
import { WireWriter } from "./wireWriter.mjs";

/** Drizzle's PGlite driver only ever passes identity parsers (dates and intervals stay text). */
const identity = (value) => value;

function options(message) {
  if (!message.options) return undefined;
  const { rowMode, rawTypes } = message.options;
  return { rowMode, parsers: Object.fromEntries((rawTypes ?? []).map((type) => [type, identity])) };
}

/** What a DatabaseError carries (code, detail, constraint…), for the main thread to rebuild. */
function describe(error) {
  const fields = {};
  if (error && typeof error === "object")
    for (const [key, value] of Object.entries(error))
      if (value === null || ["string", "number", "boolean"].includes(typeof value))
        fields[key] = value;
  return {
    name: error?.name ?? "Error",
    message: error instanceof Error ? error.message : String(error),
    fields,
  };
}

/**
 * The nice value of this thread, so it gives way when the main thread (which serves players and
 * sends every push) wants the same core: pushes leave before the commit (DocumentStore.transact),
 * and what does wait for this thread can spare a moment (docs/performance.md).
 */
const DATABASE_THREAD_NICE = 10;

/** Linux only (a thread's id from /proc): elsewhere the thread keeps the process's priority. */
function yieldToMainThread() {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, DATABASE_THREAD_NICE);
  } catch {
    // Not Linux, or not allowed: nothing changes.
  }
}

yieldToMainThread();
const pg = await PGlite.create(workerData.folder);
/** PGlite's locks, kept across write groups until another operation needs them. */
const locks = new HeldLocks(pg);
/** Open transactions by id: the handle, and how to end it. */
const open = new Map();

/** Where a query runs: PGlite itself, or a transaction (waiting for its BEGIN if need be). */
async function target(message) {
  if (!message.transaction) return pg;
  const transaction = open.get(message.transaction);
  if (!transaction) throw new Error(`transaction ${message.transaction} is not open`);
  await transaction.began;
  return transaction.tx;
}

/** The failure of a batch: from then on every operation is refused (see pgliteThread.ts). */
let broken = null;

/**
 * Batches that arrive while the database is busy commit together (group commit), one commit for
 * all. A group starts once the port is drained, or at once when any other operation arrives, so
 * everything runs in the order sent.
 */
let gathering = null;

function startGroup() {
  const group = gathering;
  if (!group) return;
  gathering = null;
  written(statementsOf(group.writes)).then(group.resolve, (error) => {
    broken = error instanceof Error ? error : new Error(String(error));
    group.reject(error);
  });
}

function commitInGroup(writes) {
  if (!gathering) {
    // The group keeps its promise's own resolve and reject: a closure made inside the promise's
    // executor kept far more alive across young collections.
    const group = { writes: [], resolve: null, reject: null, done: null };
    group.done = new Promise((resolve, reject) => {
      group.resolve = resolve;
      group.reject = reject;
    });
    gathering = group;
    setImmediate(startGroup);
  }
  gathering.writes.push(...writes);
  return gathering.done;
}

/** One buffer for every group's message: groups are written one at a time, under PGlite's locks. */
const wire = new WireWriter();

/**
 * Writes the statements as one wire message (wireWriter.mjs): one call and one implicit
 * transaction, where an error skips the rest and rolls all back. PGlite's `query` makes six calls a
 * statement, each with a fresh buffer, which kept this thread's small heap in full collections.
 */
function written(statements) {
  if (!statements.every(wireReady)) {
    // PGlite's query takes the locks itself: after the groups before this one, not inside them.
    locks.release();
    return writtenByQueries(statements);
  }
  // After any open transaction, and alone: execProtocol takes neither of PGlite's locks itself.
  // The message is made inside both, since the writer's buffer serves the next group too, and
  // PGlite reads it before its first await.
  return locks.exclusive(() => pg.execProtocol(wire.group(statements)));
}

/** Values whose text form is unambiguous without the parameter's type (anything else goes by `query`). */
const wireReady = ({ params = [] }) =>
  params.every(
    (value) => value == null || ["string", "number", "bigint", "boolean"].includes(typeof value),
  );

/** The same writes through PGlite's own query path, for parameters `written` does not send itself. */
function writtenByQueries(statements) {
  // One statement is a transaction of its own: BEGIN and COMMIT would cost as much again.
  return statements.length === 1
    ? pg.query(statements[0].sql, statements[0].params)
    : pg.transaction(async (tx) => {
        for (const statement of statements) await tx.query(statement.sql, statement.params);
      });
}

/** A row's value as sent: an object (a document) becomes its JSON, here rather than on the main thread. */
const asParameter = (value) =>
  typeof value === "object" &&
  value !== null &&
  !(value instanceof Date) &&
  !ArrayBuffer.isView(value)
    ? JSON.stringify(value)
    : value;

/**
 * A partial write updates rows this thread holds, which exist as it wrote them (rows are posted
 * from one place, in order). Should one be gone all the same, its update would match nothing and
 * the version would be lost without an error: the statement fails instead (a division by zero),
 * so its group rolls back and the thread stops, as for any failed write.
 */
const everyRowWritten = (update, rows) =>
  `with written as (${update} returning 1) select 1 / (count(*) = ${rows})::int from written`;

/** Far below PostgreSQL's limit of 65,535 parameters in one statement. */
const MAX_MERGED_ROWS = 500;

/**
 * The statements that write a group, in the order sent: consecutive mergeable rows of the same
 * statement become one statement, the last row of each key winning (see MergeableRow in
 * database.ts). A key whose every write in the run could be partial is written partially, as its
 * last write says; the others whole. Within a run the keys differ, so these statements commute.
 */
function statementsOf(writes) {
  const statements = [];
  let merging = null;
  const add = (head, tail, rows, counted = false) => {
    const params = [];
    const tuples = rows.map(
      (values) => `(${values.map((value) => `$${params.push(asParameter(value))}`).join(", ")})`,
    );
    const text = `${head} ${tuples.join(", ")} ${tail}`;
    statements.push({ sql: counted ? everyRowWritten(text, rows.length) : text, params });
  };
  const flush = () => {
    if (!merging) return;
    const whole = [];
    const partial = new Map();
    for (const { values, partialWrite } of merging.rows.values()) {
      if (!partialWrite) {
        whole.push(values);
        continue;
      }
      const { head, tail } = partialWrite;
      const same = partial.get(`${head}\n${tail}`) ?? { head, tail, rows: [] };
      partial.set(`${head}\n${tail}`, same);
      same.rows.push(partialWrite.values);
    }
    if (whole.length > 0) add(merging.head, merging.tail, whole);
    for (const { head, tail, rows } of partial.values()) add(head, tail, rows, true);
    merging = null;
  };
  for (const write of writes) {
    if (!write.row) {
      flush();
      statements.push(write);
      continue;
    }
    const { head, tail, key, values, partialWrite } = write.row;
    const full = merging && merging.rows.size >= MAX_MERGED_ROWS && !merging.rows.has(key);
    if (merging && (merging.head !== head || merging.tail !== tail || full)) flush();
    merging ??= { head, tail, rows: new Map() };
    const before = merging.rows.get(key);
    const allPartial = partialWrite && (!before || before.partialWrite);
    merging.rows.set(key, { values, partialWrite: allPartial ? partialWrite : null });
  }
  flush();
  return statements;
}

/**
 * The values kept for their rows' next writes, by key: each field's JSON and the value's number
 * (mirrored by keptRows.ts). Kept as text, so a row's next write stringifies only the fields that
 * changed rather than the whole game.
 */
const keptRows = new Map();

/** Each field's JSON, as JSON.stringify would write it inside the value (undefined left out). */
function fieldTexts(value) {
  const texts = new Map();
  for (const field in value) {
    const text = JSON.stringify(value[field]);
    if (text !== undefined) texts.set(field, text);
  }
  return texts;
}

/** The kept fields with a change applied: the fields that changed, and those gone. */
function changedTexts(held, { changed, removed }) {
  const texts = new Map(held);
  for (const field of removed) texts.delete(field);
  for (const field in changed) {
    const text = JSON.stringify(changed[field]);
    if (text === undefined) texts.delete(field);
    else texts.set(field, text);
  }
  return texts;
}

/** The value's JSON from its fields' (the same text JSON.stringify gives, in the fields' order). */
function joined(texts) {
  let text = "";
  for (const [field, fieldText] of texts)
    text += `${text ? "," : "{"}${JSON.stringify(field)}:${fieldText}`;
  return text ? `${text}}` : "{}";
}

/**
 * How much of a value its changed fields may be and still be written apart: beyond, the value is
 * written whole (a round's result changes most of a game, a move only its round state).
 */
const PARTIAL_SHARE = 0.5;

/**
 * The fields changed since the value was last written whole, when they can be written apart: every
 * one still there (a field gone must be written whole), and together at most PARTIAL_SHARE of it.
 */
function partialFields(held, change, texts, whole) {
  if (change.removed.length > 0) return null;
  const fields = new Set(held.live);
  for (const field in change.changed) {
    if (!texts.has(field)) return null;
    fields.add(field);
  }
  const live = new Map([...texts].filter(([field]) => fields.has(field)));
  const text = joined(live);
  return text.length <= whole.length * PARTIAL_SHARE ? { fields, text } : null;
}

/**
 * The batch's writes with every kept value whole again as its JSON, recorded for the next write,
 * and any partial write as `partialWrite`. A change from a value this thread does not hold means
 * the two sides disagree about what was written, so nothing is written.
 */
function withKeptValues(writes) {
  const whole = [];
  for (const write of writes) {
    if (write.forget !== undefined) {
      keptRows.delete(write.forget);
      continue;
    }
    const kept = write.row?.kept;
    if (kept) {
      const { key, values } = write.row;
      let texts;
      let partial = null;
      if (kept.base !== undefined) {
        const held = keptRows.get(key);
        if (held?.seq !== kept.base)
          throw new Error(`the row kept for ${key} is not the one its change was made from`);
        const change = values[kept.index];
        texts = changedTexts(held.texts, change);
        values[kept.index] = joined(texts);
        if (kept.partial) partial = partialFields(held, change, texts, values[kept.index]);
      } else {
        texts = fieldTexts(values[kept.index]);
        values[kept.index] = joined(texts);
      }
      if (partial) {
        const partialValues = [...values];
        partialValues[kept.index] = partial.text;
        write.row.partialWrite = { ...kept.partial, values: partialValues };
      }
      // Written whole, nothing is apart: the next change starts a partial write afresh.
      keptRows.set(key, { texts, seq: kept.seq, live: partial?.fields ?? new Set() });
    }
    whole.push(write);
  }
  return whole;
}

/** Set once `close` arrives: anything sent after it is refused, not run on a closed PGlite. */
let closing = false;

async function handle(message) {
  if (closing) throw new Error("the embedded database is closed");
  if (broken && message.op !== "close")
    throw new Error(`the embedded database stopped after a failed write: ${broken.message}`);
  if (message.op !== "batch") {
    // Everything sent before runs first; PGlite's own locks order this operation after it.
    startGroup();
    if (message.op === "close") await locks.release();
    else locks.release();
  }
  switch (message.op) {
    case "batch": {
      let writes;
      try {
        writes = withKeptValues(message.writes);
      } catch (error) {
        broken = error instanceof Error ? error : new Error(String(error));
        throw error;
      }
      await commitInGroup(writes);
      return null;
    }
    case "query":
      return (await target(message)).query(message.sql, message.params, options(message));
    case "exec":
      return (await target(message)).exec(message.sql);
    case "begin": {
      // The main thread numbers its transactions and does not wait for BEGIN: its first query
      // follows in the same queue and waits here until the transaction is open.
      const entry = {};
      open.set(message.transaction, entry);
      entry.began = new Promise((began, failed) => {
        entry.done = pg
          .transaction(
            (tx) =>
              new Promise((commit, rollback) => {
                Object.assign(entry, { tx, commit, rollback });
                began();
              }),
          )
          .finally(() => open.delete(message.transaction));
        entry.done.catch(failed);
      });
      entry.began.catch(() => undefined);
      return null;
    }
    case "end": {
      const transaction = open.get(message.transaction);
      if (!transaction) throw new Error(`transaction ${message.transaction} is not open`);
      await transaction.began;
      if (message.commit) transaction.commit();
      else transaction.rollback(new Error("rolled back"));
      // PGlite commits (or rolls back) once the callback settles; a failed commit throws here.
      await transaction.done.catch((error) => {
        if (message.commit) throw error;
      });
      return null;
    }
    case "close":
      closing = true;
      await pg.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

parentPort.on("message", (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, ok: true, result }),
    (error) => parentPort.postMessage({ id: message.id, ok: false, error: describe(error) }),
  );
});
parentPort.postMessage({ ready: true });
