import { getTableName } from "drizzle-orm";
import type { DocumentKind } from "../../shared/documents.js";
import type { MergeableRow } from "../db/database.js";
import { documents as table } from "../db/schema.js";

const HEAD = `insert into ${getTableName(table)} (kind, code, doc, version, due_at) values`;
const TAIL = `on conflict (kind, code) do update set doc = excluded.doc, due_at = excluded.due_at,
  version = excluded.version, updated_at = now()`;

/**
 * A document's new version, replacing the one before: the embedded database thread merges the
 * writes of the documents it commits together into one statement. `previous` is the row this one
 * replaces, when known: the thread keeps the row, and is sent only the fields that changed.
 */
export function documentUpsert(
  kind: DocumentKind,
  code: string,
  row: object,
  version: number,
  dueAt: number | null,
  previous: object | null = null,
): MergeableRow {
  return {
    head: HEAD,
    tail: TAIL,
    key: `${kind}:${code}`,
    // The row itself: the database thread writes its JSON (see MergeableRow).
    values: [kind, code, row, version, dueAt],
    kept: { index: 2, previous },
  };
}
