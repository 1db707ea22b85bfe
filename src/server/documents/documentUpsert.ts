import { getTableName } from "drizzle-orm";
import type { DocumentKind } from "../../shared/documents.js";
import type { MergeableRow } from "../db/database.js";
import { documents as table } from "../db/schema.js";

const NAME = getTableName(table);
const HEAD = `insert into ${NAME} (kind, code, doc, version, due_at) values`;
// A whole write leaves nothing to override it.
const TAIL = `on conflict (kind, code) do update set doc = excluded.doc, live = null,
  due_at = excluded.due_at, version = excluded.version, updated_at = now()`;
/** The same row's version when only some fields are written: they go to `live` (schema.ts). */
const PARTIAL = {
  head: `update ${NAME} as d set live = v.live::json, version = v.version::int,
  due_at = v.due_at::float8, updated_at = now() from (values`,
  tail: `) as v (kind, code, live, version, due_at) where d.kind = v.kind and d.code = v.code`,
};

/**
 * A document's new version, replacing the one before: the embedded database thread merges the
 * writes of the documents it commits together into one statement. `previous` is the row this one
 * replaces, when known: the thread keeps the row, and is sent only the fields that changed; it
 * then writes only the fields changed since the row was last written whole, while they are few.
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
    kept: { index: 2, previous, partial: PARTIAL },
  };
}
