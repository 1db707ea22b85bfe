import { setRecent } from "../../shared/recentlyUsed.js";
import type { BatchQuery, BatchWrite, MergeableRow } from "./database.js";

/**
 * A kept value that crosses to the database thread as what differs from the one it holds: the
 * fields that are not the same objects in both (whole), and the fields that are gone.
 */
export interface ChangedFields {
  changed: Record<string, unknown>;
  removed: string[];
}

/**
 * A row as posted. Its kept value is numbered; with `base`, the value is ChangedFields from the
 * value numbered `base`, which the thread must hold (it refuses the batch otherwise).
 */
export type PostedRow = Omit<MergeableRow, "kept"> & {
  kept?: { index: number; seq: number; base?: number; partial?: { head: string; tail: string } };
};

/** One write as posted: `forget` lets the thread drop the value it keeps for a key. */
export type PostedWrite = BatchQuery | { row: PostedRow } | { forget: string };

/**
 * Enough for every game and lobby in play at the load the server is sized for, with room to
 * spare; beyond it the least recently written cross whole again.
 */
const KEPT_ROWS = 1000;

/**
 * What the database thread keeps of the rows it wrote, mirrored on the sending side (the thread
 * applies posted writes in the order sent). Every move rewrites a game's row but changes only a
 * small part of it, and the rules keep unchanged fields as the same objects, so sending only the
 * changed fields spares the main thread cloning the whole document into every message.
 */
export class KeptRows {
  private readonly held = new Map<string, { value: object; seq: number }>();
  private nextSeq = 1;

  constructor(private readonly capacity = KEPT_ROWS) {}

  /** The writes as they are to cross, in order; from then on the thread holds what is recorded here. */
  post(writes: BatchWrite[]): PostedWrite[] {
    const posted: PostedWrite[] = [];
    for (const write of writes) {
      if (!("row" in write)) {
        posted.push(write);
        continue;
      }
      const { kept, ...row } = write.row;
      if (!kept) {
        posted.push({ row });
        continue;
      }
      const value = row.values[kept.index] as object;
      const held = this.held.get(row.key);
      const seq = this.nextSeq++;
      const forgotten = setRecent(this.held, row.key, { value, seq }, this.capacity);
      const { index, partial } = kept;
      if (held && kept.previous !== null && held.value === kept.previous) {
        const values = [...row.values];
        values[index] = changedFields(held.value, value);
        posted.push({ row: { ...row, values, kept: { index, seq, base: held.seq, partial } } });
      } else {
        posted.push({ row: { ...row, kept: { index, seq, partial } } });
      }
      if (forgotten !== undefined) posted.push({ forget: forgotten });
    }
    return posted;
  }
}

/** Compared by identity: a field kept by the rules is the same object, and costs nothing here. */
function changedFields(before: object, after: object): ChangedFields {
  const old = before as Record<string, unknown>;
  const next = after as Record<string, unknown>;
  const changed: Record<string, unknown> = {};
  const removed: string[] = [];
  for (const field in next)
    if (!(field in old) || next[field] !== old[field]) changed[field] = next[field];
  for (const field in old) if (!(field in next)) removed.push(field);
  return { changed, removed };
}
