import { sql, type SQL } from "drizzle-orm";
import type { DocumentKind, DocumentTypes } from "../../shared/documents.js";
import { battleLog as logTable, documents as table } from "../db/schema.js";

/*
 * A game is stored as two parts (schema.ts `battle_log`): its document without the battle log, and
 * the log's entries, one row each. Everything above the store sees whole games.
 */

type AnyDocument = DocumentTypes[DocumentKind];

/** Each game's row, made once: the same document always gives the same object (see keptRows.ts). */
const gameRows = new WeakMap<object, object>();

/** What goes in the document's row: a game without its battle log; a lobby as it is. */
export function documentRow(kind: DocumentKind, doc: AnyDocument): object {
  if (kind !== "game") return doc;
  let row = gameRows.get(doc);
  if (!row) {
    const { battleLog: _log, ...rest } = doc as DocumentTypes["game"];
    gameRows.set(doc, (row = rest));
  }
  return row;
}

/**
 * The statements that bring a game's stored log from the version before (null: unknown or none)
 * to the next: nothing when it is the same, the new entries when it only grew, else all of it
 * again. Lobbies have no log.
 */
export function battleLogWrites(
  kind: DocumentKind,
  code: string,
  before: AnyDocument | null,
  after: AnyDocument,
): SQL[] {
  if (kind !== "game") return [];
  const old = (before as DocumentTypes["game"] | null)?.battleLog ?? null;
  const log = (after as DocumentTypes["game"]).battleLog;
  if (old === log) return [];
  if (old && grewFrom(old, log)) {
    return log.length > old.length ? [insertEntries(code, old.length, log)] : [];
  }
  return [removeBattleLog(code), ...(log.length > 0 ? [insertEntries(code, 0, log)] : [])];
}

/** A deleted game's log goes with it. */
export function battleLogRemoval(kind: DocumentKind, code: string): SQL[] {
  return kind === "game" ? [removeBattleLog(code)] : [];
}

function removeBattleLog(code: string): SQL {
  return sql`delete from ${logTable} where ${logTable.code} = ${code}`;
}

function insertEntries(code: string, from: number, log: readonly unknown[]): SQL {
  return sql`insert into ${logTable} (code, idx, entry)
    select ${code}, ${from} + ordinality::int - 1, value
    from json_array_elements(${JSON.stringify(log.slice(from))}::json) with ordinality`;
}

function grewFrom(old: readonly unknown[], value: readonly unknown[]): boolean {
  if (value.length < old.length) return false;
  for (let index = 0; index < old.length; index++) if (old[index] !== value[index]) return false;
  return true;
}

/** Reads a document with its log joined back, optionally locking its row. */
export function selectDocument(kind: DocumentKind, code: string, lock: boolean): SQL {
  const log =
    kind === "game"
      ? sql`(select coalesce(json_agg(l.entry order by l.idx), '[]'::json)
          from ${logTable} l where l.code = d.code)`
      : sql`null::json`;
  return sql`select d.doc, d.live, d.version, ${log} as log from ${table} d
    where d.kind = ${kind} and d.code = ${code}${lock ? sql` for update of d` : sql``}`;
}

export type SelectedRow = {
  doc: unknown;
  live: unknown;
  version: number;
  log: unknown[] | null;
};

/** The document from its row: the fields last written apart (`live`) over the rest, and its log. */
export function joinedDocument(row: SelectedRow): AnyDocument {
  const stored = row.doc as AnyDocument;
  const doc = row.live ? ({ ...stored, ...(row.live as object) } as AnyDocument) : stored;
  return row.log ? ({ ...doc, battleLog: row.log } as AnyDocument) : doc;
}

/**
 * Moves battle logs still kept inside game documents (a backup made before the log had its own
 * table) into their rows. The same statements end migration 0003.
 */
export const MOVE_LOGS_OUT: SQL[] = [
  sql`insert into ${logTable} (code, idx, entry)
    select d.code, e.ordinality::int - 1, e.value
    from ${table} d, json_array_elements(d.doc -> 'battleLog') with ordinality e
    where d.kind = 'game' and json_typeof(d.doc -> 'battleLog') = 'array'
    on conflict do nothing`,
  sql`update ${table} set doc = (doc::jsonb - 'battleLog')::json
    where kind = 'game' and doc::jsonb ? 'battleLog'`,
];
