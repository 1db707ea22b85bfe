import { sql, type SQL } from "drizzle-orm";
import type { DocumentKind, DocumentTypes } from "../../shared/documents.js";
import { battleLog as logTable, documents as table } from "../db/schema.js";

/*
 * A game is stored as two parts (schema.ts `battle_log`): its document without the battle log, and
 * the log's entries, one row each. Everything above the store sees whole games.
 */

type AnyDocument = DocumentTypes[DocumentKind];

/** What goes in the document's row: a game without its battle log; a lobby as it is. */
export function documentRow(kind: DocumentKind, doc: AnyDocument): object {
  if (kind !== "game") return doc;
  const { battleLog: _log, ...rest } = doc as DocumentTypes["game"];
  return rest;
}

/**
 * The statements that bring a game's stored log from `before` (null: unknown) to `after`: nothing
 * when it is the same, the new entries when it only grew, else all of it again.
 */
export function battleLogWrites(
  code: string,
  before: readonly unknown[] | null,
  after: readonly unknown[],
): SQL[] {
  if (before === after) return [];
  if (before && grewFrom(before, after)) {
    return after.length > before.length ? [insertEntries(code, before.length, after)] : [];
  }
  const writes = [sql`delete from ${logTable} where ${logTable.code} = ${code}`];
  if (after.length > 0) writes.push(insertEntries(code, 0, after));
  return writes;
}

export function removeBattleLog(code: string): SQL {
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
  return sql`select d.doc, d.version, ${log} as log from ${table} d
    where d.kind = ${kind} and d.code = ${code}${lock ? sql` for update of d` : sql``}`;
}

export type SelectedRow = {
  doc: unknown;
  version: number;
  log: unknown[] | null;
};

export function joinedDocument(row: SelectedRow): AnyDocument {
  const doc = row.doc as AnyDocument;
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
