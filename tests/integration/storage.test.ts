import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/server/db/database.js";
import { DocumentStore } from "../../src/server/documents/documentStore.js";
import { backupDatabase, readBackup, restoreDatabase } from "../../src/server/db/backup.js";
import type { DocumentMessage } from "../../src/shared/protocol.js";
import { and, eq } from "drizzle-orm";
import { gameWith } from "../../src/game/battle/fixtures.test-helpers.js";
import { battleLog, documents } from "../../src/server/db/schema.js";
import type { BattleLogEntry } from "../../src/shared/documents.js";
import { lobbyDoc } from "../helpers/fixtures.js";
import { createScratchDatabase, postgresAvailable } from "../helpers/postgres.js";

const hasPostgres = await postgresAvailable();
if (!hasPostgres) {
  console.warn("storage tests on PostgreSQL SKIPPED: no server at DATABASE_URL or 127.0.0.1:5432");
}

interface Backend {
  name: string;
  /** The embedded mode keeps current documents in memory (write-through). */
  cache?: boolean;
  open(): Promise<{ database: Database; cleanup(): Promise<void> }>;
}

const pglite = (cache: boolean): Backend => ({
  name: cache ? "PGlite, documents cached" : "PGlite",
  cache,
  async open() {
    const dataDir = mkdtempSync(path.join(tmpdir(), "spellbrawl-store-"));
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    return {
      database,
      async cleanup() {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
});

const backends: Backend[] = [
  pglite(true),
  pglite(false),
  {
    name: "PostgreSQL",
    async open() {
      const scratch = await createScratchDatabase();
      const database = await openDatabase({ dataDir: "unused", databaseUrl: scratch.url });
      return {
        database,
        async cleanup() {
          await database.close();
          await scratch.drop();
        },
      };
    },
  },
];

for (const backend of backends) {
  describe.skipIf(backend.name === "PostgreSQL" && !hasPostgres)(
    `document storage on ${backend.name}`,
    () => {
      let opened: Awaited<ReturnType<Backend["open"]>>;
      let store: DocumentStore;
      const published: DocumentMessage[] = [];

      beforeAll(async () => {
        opened = await backend.open();
        const { commitBatch } = opened.database;
        store = new DocumentStore(
          opened.database.db,
          () => null,
          backend.cache && commitBatch ? { embedded: { commitBatch } } : {},
        );
        store.setPublisher((message) => published.push(message));
      });
      afterAll(() => opened.cleanup());

      it("runs the same migrations and stores, versions and deletes documents", async () => {
        expect(await store.read("lobby", "STORE1")).toBeNull();
        await store.transact((tx) => tx.put("lobby", "STORE1", lobbyDoc("STORE1", ["a"])));
        await store.transact((tx) => tx.put("lobby", "STORE1", lobbyDoc("STORE1", ["a", "b"])));
        const stored = await store.read("lobby", "STORE1");
        expect(stored?.version).toBe(2);
        expect(Object.keys(stored?.doc.players ?? {})).toEqual(["a", "b"]);
        await store.transact((tx) => tx.remove("lobby", "STORE1"));
        expect(await store.read("lobby", "STORE1")).toBeNull();
        expect(published.filter((m) => m.code === "STORE1").map((m) => m.version)).toEqual([
          1, 2, 3,
        ]);
      });

      it("serialises concurrent changes to one document so none is lost", async () => {
        await store.transact((tx) => tx.put("lobby", "STORE2", lobbyDoc("STORE2", ["host"])));
        const joiners = Array.from({ length: 12 }, (_, index) => `p${index}`);
        await Promise.all(
          joiners.map((id) =>
            store.transact(async (tx) => {
              const current = await tx.get("lobby", "STORE2");
              if (!current) throw new Error("missing");
              const next = lobbyDoc("STORE2", [...Object.keys(current.doc.players), id]);
              await tx.put("lobby", "STORE2", next);
            }),
          ),
        );
        const stored = await store.read("lobby", "STORE2");
        expect(Object.keys(stored?.doc.players ?? {}).sort()).toEqual(["host", ...joiners].sort());
        expect(stored?.version).toBe(13);
      });

      it("forgets a change whose transaction failed", async () => {
        await store.transact((tx) => tx.put("lobby", "STORE4", lobbyDoc("STORE4", ["a"])));
        await expect(
          store.transact(async (tx) => {
            await tx.put("lobby", "STORE4", lobbyDoc("STORE4", ["a", "intruder"]));
            expect(Object.keys((await tx.get("lobby", "STORE4"))!.doc.players)).toHaveLength(2);
            throw new Error("turned down");
          }),
        ).rejects.toThrow("turned down");
        const stored = await store.read("lobby", "STORE4");
        expect(stored?.version).toBe(1);
        expect(Object.keys(stored?.doc.players ?? {})).toEqual(["a"]);
        const inTransaction = await store.transact((tx) => tx.get("lobby", "STORE4"));
        expect(Object.keys(inTransaction?.doc.players ?? {})).toEqual(["a"]);
      });

      it("reads what a restore put back, not what it replaced", async () => {
        await store.transact((tx) => tx.put("lobby", "STORE5", lobbyDoc("STORE5", ["old"])));
        const backup = await backupDatabase(opened.database.db);
        await store.transact((tx) => tx.put("lobby", "STORE5", lobbyDoc("STORE5", ["new"])));
        await store.transact((tx) => tx.get("lobby", "STORE5"));
        await restoreDatabase(
          opened.database.db,
          readBackup(JSON.parse(JSON.stringify(backup))),
          () => store.forgetAll(),
        );
        expect(Object.keys((await store.read("lobby", "STORE5"))!.doc.players)).toEqual(["old"]);
        const inTransaction = await store.transact((tx) => tx.get("lobby", "STORE5"));
        expect(inTransaction?.version).toBe(1);
      });

      it("keeps a game's battle log in rows of its own and joins it back on every read", async () => {
        const entry = (round: number) =>
          ({ round, timestamp: round, events: [], persistent_effects: [] }) as BattleLogEntry;
        const first = { ...gameWith(["Merlin", "Nimue"]), code: "LOGS01" };
        const grown = { ...first, currentRound: 2, battleLog: [entry(1), entry(2)] };
        const moved = { ...grown, currentRound: 3 };
        const grownAgain = { ...moved, battleLog: [...moved.battleLog, entry(3)] };
        const restarted = { ...grownAgain, battleLog: [entry(9)] };
        const stored = async () => {
          const fresh = new DocumentStore(opened.database.db);
          const rows = await opened.database.db
            .select()
            .from(documents)
            .where(and(eq(documents.kind, "game"), eq(documents.code, "LOGS01")));
          const logRows = await opened.database.db
            .select()
            .from(battleLog)
            .where(eq(battleLog.code, "LOGS01"));
          return { game: (await fresh.read("game", "LOGS01"))?.doc, row: rows[0]?.doc, logRows };
        };
        await store.transact((tx) => tx.put("game", "LOGS01", first));
        for (const next of [grown, moved, grownAgain, restarted]) {
          await store.transact(async (tx) => {
            await tx.get("game", "LOGS01");
            await tx.put("game", "LOGS01", next);
          });
          const { game, row, logRows } = await stored();
          expect(game).toEqual(next);
          expect(row).not.toHaveProperty("battleLog");
          expect(logRows.map((logRow) => logRow.entry)).toEqual(next.battleLog);
        }
        await store.transact((tx) => tx.remove("game", "LOGS01"));
        expect((await stored()).logRows).toEqual([]);
      });

      it("restores a backup whose games still hold their battle logs", async () => {
        const entry = { round: 1, timestamp: 1, events: [], persistent_effects: [] };
        const game = { ...gameWith(["Merlin"]), code: "LOGS02", battleLog: [entry] };
        const backup = await backupDatabase(opened.database.db);
        const { battle_log: _none, ...olderTables } = backup.tables;
        olderTables.documents = [
          ...(olderTables.documents ?? []),
          {
            kind: "game",
            code: "LOGS02",
            doc: game,
            version: 4,
            updated_at: new Date().toISOString(),
            due_at: null,
          },
        ];
        await restoreDatabase(
          opened.database.db,
          readBackup({ ...backup, tables: olderTables }),
          () => store.forgetAll(),
        );
        expect((await store.read("game", "LOGS02"))?.doc).toEqual(game);
        const stored = await new DocumentStore(opened.database.db).read("game", "LOGS02");
        expect(stored).toEqual({ doc: game, version: 4 });
      });

      it("keeps games apart from lobbies with the same code", async () => {
        await store.transact((tx) => tx.put("lobby", "STORE3", lobbyDoc("STORE3", ["x"])));
        expect(await store.read("game", "STORE3")).toBeNull();
      });
    },
  );
}
