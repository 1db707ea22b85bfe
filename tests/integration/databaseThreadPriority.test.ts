import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/database.js";
import { freshDataFolder } from "../helpers/freshDataFolder.js";

/** A thread's nice value: the 19th field of its /proc/…/stat. */
function niceIn(statFile: string): number {
  const stat = readFileSync(statFile, "utf8");
  // The thread's name, in parentheses, may hold spaces: count fields after it.
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
}

/** Each thread of this process and its nice value. */
function niceByThread(): Map<number, number> {
  const threads = new Map<number, number>();
  for (const id of readdirSync("/proc/self/task"))
    threads.set(Number(id), niceIn(`/proc/self/task/${id}/stat`));
  return threads;
}

describe.runIf(existsSync("/proc/thread-self"))("the embedded database's thread", () => {
  it("gives way to the thread that serves players, and still answers", async () => {
    const before = niceByThread();
    const dataDir = freshDataFolder("spellbrawl-priority-");
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      const added = [...niceByThread()].filter(([id]) => !before.has(id));
      expect(added.map(([, nice]) => nice)).toContain(10);
      expect(niceIn("/proc/thread-self/stat")).toBe(0);
      const { rows } = await database.db.execute<{ answer: number }>(sql`select 42 as answer`);
      expect(rows[0]?.answer).toBe(42);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
