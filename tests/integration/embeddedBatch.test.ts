import { rmSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/server/db/database.js";
import { vacuumDocuments } from "../../src/server/db/embeddedVacuum.js";
import { PgliteThread } from "../../src/server/db/pgliteThread.js";
import { DocumentStore } from "../../src/server/documents/documentStore.js";
import { documentUpsert } from "../../src/server/documents/documentUpsert.js";
import {
  joinedDocument,
  selectDocument,
  type SelectedRow,
} from "../../src/server/documents/battleLogRows.js";
import type { BatchWrite, MergeableRow } from "../../src/server/db/database.js";
import { gameWith } from "../../src/game/battle/fixtures.test-helpers.js";
import type { Game } from "../../src/shared/documents.js";
import { lobbyDoc } from "../helpers/fixtures.js";
import { freshDataFolder } from "../helpers/freshDataFolder.js";

let database: Database | null = null;
let dataDir = "";

async function open(): Promise<Database> {
  dataDir = freshDataFolder("spellbrawl-batch-");
  database = await openDatabase({ dataDir, databaseUrl: undefined });
  return database;
}

afterEach(async () => {
  await database?.close();
  database = null;
  rmSync(dataDir, { recursive: true, force: true });
});

const insertLobby = (code: string) => ({
  sql: `insert into documents (kind, code, doc, version) values ('lobby', $1, '{}', 1)`,
  params: [code],
});

describe("the embedded database thread", () => {
  it("answers a query only after every batch sent before it", async () => {
    const { db, commitBatch } = await open();
    const writes = Array.from({ length: 20 }, (_, index) =>
      commitBatch!([insertLobby(`ORD${String(index).padStart(3, "0")}`)]),
    );
    // Sent after the batches, not awaited with them: it must see all twenty.
    const { rows } = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from documents where code like 'ORD%'`,
    );
    expect(rows[0]?.count).toBe(20);
    await Promise.all(writes);
  });

  it("lets a query see the batches sent before it and none sent after, though writes keep the locks between groups", async () => {
    dataDir = freshDataFolder("spellbrawl-batch-");
    const thread = await PgliteThread.open(path.join(dataDir, "pglite"));
    try {
      await thread.exec("create table seen (n int, version int)");
      const row = (n: number) => ({ sql: "insert into seen values ($1, 1)", params: [n] });
      const count = () =>
        thread
          .query<{ count: number }>("select count(*)::int as count from seen")
          .then(({ rows }) => rows[0]?.count);
      // A first group takes PGlite's locks and keeps them while the thread waits for more writes.
      await thread.batch([row(0)]);
      // Each call is sent at once, in this order: query k must see the first k + 1 rows only.
      const seen: Promise<number | undefined>[] = [];
      const writes: Promise<void>[] = [];
      for (let n = 1; n <= 5; n++) {
        writes.push(thread.batch([row(n)]));
        seen.push(count());
      }
      expect(await Promise.all(seen)).toEqual([2, 3, 4, 5, 6]);
      await Promise.all(writes);
      // A transaction after writes gets the locks too, and writes sent after it wait for it.
      const ended = thread.transaction(async (tx) => {
        await tx.query("update seen set version = 2 where n = 0");
      });
      const after = thread.batch([
        { sql: "update seen set version = version * 10 where n = 0", params: [] },
      ]);
      await Promise.all([ended, after]);
      const { rows } = await thread.query<{ version: number }>(
        "select version from seen where n = 0",
      );
      expect(rows[0]?.version).toBe(20);
    } finally {
      await thread.close();
    }
  });

  it("commits the batches that wait for a busy database together, in the order sent", async () => {
    const { db, commitBatch } = await open();
    const stamped = (code: string) => ({
      sql: `insert into documents (kind, code, doc, version)
        values ('lobby', $1, json_build_object('tx', txid_current()::text), 1)`,
      params: [code],
    });
    const bump = {
      sql: `update documents set version = version + 1 where code = 'GRP000'`,
      params: [],
    };
    const writes = [commitBatch!([stamped("GRP000")])];
    for (let index = 1; index < 60; index++)
      writes.push(commitBatch!([stamped(`GRP${String(index).padStart(3, "0")}`), bump]));
    await Promise.all(writes);
    const { rows } = await db.execute<{ transactions: number; version: number }>(
      sql`select count(distinct doc->>'tx')::int as transactions,
        max(version) filter (where code = 'GRP000') as version
        from documents where code like 'GRP%'`,
    );
    // Every batch ran, in order (59 bumps after the insert), in fewer commits than batches.
    expect(rows[0]?.version).toBe(60);
    expect(rows[0]?.transactions).toBeLessThan(60);
  });

  it("merges the document rows of a group into one statement, each game's last version winning", async () => {
    const { db, commitBatch } = await open();
    const codes = Array.from({ length: 8 }, (_, index) => `MRG00${index}`);
    const version = (code: string, number: number) => ({
      row: documentUpsert("lobby", code, { code, number }, number, null),
    });
    // Ten versions of eight games, sent without waiting: a key repeats within every group.
    const writes = [];
    for (let number = 1; number <= 10; number++)
      for (const code of codes) writes.push(commitBatch!([version(code, number)]));
    // A statement between rows keeps its place: the rows before it, then it, then those after.
    writes.push(
      commitBatch!([
        version("MRG000", 11),
        { sql: `update documents set version = version * 100 where code = 'MRG000'`, params: [] },
        version("MRG001", 11),
      ]),
    );
    await Promise.all(writes);
    const { rows } = await db.execute<{ code: string; version: number; number: number }>(
      sql`select code, version, (doc->>'number')::int as number from documents
        where code like 'MRG%' order by code`,
    );
    expect(rows).toEqual(
      codes.map((code, index) => ({
        code,
        version: index === 0 ? 1100 : index === 1 ? 11 : 10,
        number: index < 2 ? 11 : 10,
      })),
    );
    // Rows written by one statement share its transaction and command number (xmin, cmin).
    const { rows: statements } = await db.execute<{ count: number }>(
      sql`select count(distinct (xmin::text, cmin::text))::int as count from documents
        where code like 'MRG%' and code >= 'MRG002'`,
    );
    expect(statements[0]?.count).toBeLessThan(6);
  });

  it("stores every character of a document exactly as sent", async () => {
    const { db, commitBatch } = await open();
    const spell = `It's "Zap!" \\n back\\slash, 火の玉 🔥🧙‍♀️, a tab\there,\nnew line and ''quotes''`;
    await commitBatch!([{ row: documentUpsert("lobby", "TEXT01", { spell }, 1, 1.5) }]);
    await commitBatch!([
      { sql: `update documents set code = $1 where code = $2`, params: ["TEXT02", "TEXT01"] },
    ]);
    const { rows } = await db.execute<{ code: string; spell: string; due: number }>(
      sql`select code, doc->>'spell' as spell, due_at as due from documents`,
    );
    expect(rows).toEqual([{ code: "TEXT02", spell, due: 1.5 }]);
  });

  it("writes a document sent as an object as its JSON, nested values and all", async () => {
    const { db, commitBatch } = await open();
    // The database thread makes the JSON: what it stores must be what JSON.stringify gives here.
    const doc = {
      code: "JSON01",
      players: { a: { name: "Zoë 火", health: 80, creatures: [{ name: "imp", effects: [] }] } },
      round: { endsAt: 1.5e12, moves: { a: null }, gone: undefined },
    };
    await commitBatch!([{ row: documentUpsert("lobby", "JSON01", doc, 1, null) }]);
    const { rows } = await db.execute<{ doc: string }>(
      sql`select doc::text as doc from documents where code = 'JSON01'`,
    );
    expect(rows[0]?.doc).toBe(JSON.stringify(doc));
  });

  it("stores every version of a game whole, though each crosses as the fields that changed", async () => {
    const opened = await open();
    const sent: BatchWrite[] = [];
    const store = new DocumentStore(opened.db, () => null, {
      embedded: {
        commitBatch: (writes) => {
          sent.push(...writes);
          return opened.commitBatch!(writes);
        },
      },
    });
    // Read as the store reads it back after a restart: the row, its fields written apart, its log.
    const stored = async (code: string) => (await store.readStored("game", code))?.doc ?? null;
    const withoutLog = (game: Game) => game;
    // As the rules change a game: what changes is copied, the rest kept as the same objects.
    const steps: ((game: Game) => Game)[] = [
      (game) => ({ ...game, internal: { ...game.internal!, lastCallAt: { ada: 5 } } }),
      (game) => ({
        ...game,
        roundState: { ...game.roundState, inProgress: true, evaluations: { ada: 1 } },
        battleLog: [
          ...game.battleLog,
          { round: 1, timestamp: 5, events: [], persistent_effects: [] },
        ],
      }),
      (game) => ({
        ...game,
        currentRound: 1,
        players: { ...game.players, bo: { ...game.players.bo!, health: 61, name: "Bo 火🔥" } },
      }),
    ];
    let game = gameWith(["Ada", "Bo"]);
    await store.transact((tx) => tx.put("game", "ABCDEF", game));
    for (const step of steps) {
      game = step(game);
      await store.transact((tx) => tx.put("game", "ABCDEF", game));
      expect(await stored("ABCDEF")).toEqual(JSON.parse(JSON.stringify(withoutLog(game))));
    }
    // Each version after the first named the row it replaces: the one sent just before it.
    const rows = sent.flatMap((write) => ("row" in write ? [write.row] : []));
    expect(rows).toHaveLength(4);
    rows.slice(1).forEach((row, index) => expect(row.kept?.previous).toBe(rows[index]!.values[2]));

    // Deleted and created again: the next version is made from a row the thread never held.
    await store.transact((tx) => tx.remove("game", "ABCDEF"));
    const again = { ...gameWith(["Cy"]), currentRound: 4 };
    await store.transact((tx) => tx.create("game", "ABCDEF", again));
    const next = { ...again, internal: { ...again.internal!, idleRounds: 2 } };
    await store.transact((tx) => tx.put("game", "ABCDEF", next));
    expect(await stored("ABCDEF")).toEqual(JSON.parse(JSON.stringify(withoutLog(next))));
  });

  it("writes rows correctly once it forgets the least recently written, and builds fields in place", async () => {
    dataDir = freshDataFolder("spellbrawl-batch-");
    const thread = await PgliteThread.open(path.join(dataDir, "pglite"), 2);
    try {
      // The data folder starts migrated: the real documents table.
      const held = new Map<string, object>();
      const codes = ["KEPT0A", "KEPT0B", "KEPT0C"];
      const batches: Promise<void>[] = [];
      // Three rows through room for two, sent without waiting: in this order, rows cross as
      // changes (A, B again), whole after being forgotten (C pushes A out) and as changes again.
      [..."ABABCACABBCAABABCACABBCA"].forEach((letter, index) => {
        const code = `KEPT0${letter}`;
        const previous = held.get(code) ?? null;
        const { gone: _gone, ...rest } = (previous ?? { gone: true }) as Record<string, unknown>;
        const row = { ...rest, [`r${index}`]: { code, index }, last: index };
        held.set(code, row);
        batches.push(
          thread.batch([{ row: documentUpsert("lobby", code, row, index + 1, null, previous) }]),
        );
      });
      await Promise.all(batches);
      const { rows } = await thread.query<{ code: string; doc: string }>(
        "select code, doc::text as doc from documents order by code",
      );
      expect(rows).toEqual(codes.map((code) => ({ code, doc: JSON.stringify(held.get(code)) })));
    } finally {
      await thread.close();
    }
  });

  it("writes a changed row's JSON as JSON.stringify would, fields gone, emptied or added", async () => {
    const { db, commitBatch } = await open();
    // The thread keeps each field's JSON and joins them: the text must be the whole row's JSON.
    const first = { a: { deep: ["x", null, 1.5] }, b: 'Zoë "火"\n', c: 3, d: { e: [] } };
    const { c: _gone, ...rest } = first;
    const versions: Record<string, unknown>[] = [
      first,
      { ...rest, a: { deep: ["y"] }, d: undefined, 'new "key"': true },
      { b: first.b, 'new "key"': false },
      {},
      { z: 0 },
    ];
    let previous: object | null = null;
    for (const [index, row] of versions.entries()) {
      await commitBatch!([
        { row: documentUpsert("lobby", "JOIN01", row, index + 1, null, previous) },
      ]);
      previous = row;
      const { rows } = await db.execute<{ doc: string }>(
        sql`select doc::text as doc from documents where code = 'JOIN01'`,
      );
      expect(rows[0]?.doc).toBe(JSON.stringify(row));
    }
  });

  it("writes only the fields changed since a row was last written whole, while they are few", async () => {
    const { db, commitBatch } = await open();
    const columns = async () => {
      const { rows } = await db.execute<SelectedRow & { text: string; apart: string | null }>(
        sql`select d.doc::text as text, d.live::text as apart, d.* from (${selectDocument("lobby", "PART01", false)}) d`,
      );
      const row = rows[0]!;
      return { doc: row.text, live: row.apart, read: joinedDocument(row), version: row.version };
    };
    const big = "x".repeat(2000);
    const v1 = { big, small: 1, other: "a" };
    const v2 = { ...v1, small: 2 };
    const v3 = { ...v2, other: "b" };
    const v4 = { ...v3, big: "y".repeat(2000) };
    const { other: _gone, ...v5 } = v4;
    const v6 = { ...v5, small: 6 };
    const v7 = { ...v6, small: 7 };
    const v8 = { ...v7, big };
    const v9 = { ...v8, small: 9 };
    const write = (row: object, version: number, previous: object | null) => ({
      row: documentUpsert("lobby", "PART01", row, version, null, previous),
    });
    const expectations: [{ row: MergeableRow }[], object, string, string | null][] = [
      [[write(v1, 1, null)], v1, JSON.stringify(v1), null],
      // A move's worth: only what changed is written, and read over the rest.
      [[write(v2, 2, v1)], v2, JSON.stringify(v1), '{"small":2}'],
      // Fields changed since the whole write accumulate.
      [[write(v3, 3, v2)], v3, JSON.stringify(v1), '{"small":2,"other":"b"}'],
      // Most of the row changed: written whole, nothing apart.
      [[write(v4, 4, v3)], v4, JSON.stringify(v4), null],
      // A field gone can only be written whole.
      [[write(v5, 5, v4)], v5, JSON.stringify(v5), null],
      // In one group: partial then partial stays partial; whole then partial is written whole.
      [[write(v6, 6, v5), write(v7, 7, v6)], v7, JSON.stringify(v5), '{"small":7}'],
      [[write(v8, 8, v7), write(v9, 9, v8)], v9, JSON.stringify(v9), null],
    ];
    for (const [batch, expected, doc, live] of expectations) {
      await commitBatch!(batch);
      const stored = await columns();
      expect(stored.read).toEqual(expected);
      expect({ doc: stored.doc, live: stored.live }).toEqual({ doc, live });
      expect(stored.version).toBe(batch.at(-1)!.row.values[3]);
    }
  });

  it("writes nothing of a partial write whose row is gone, and stops", async () => {
    const { commitBatch } = await open();
    const first = { big: "x".repeat(2000), small: 1 };
    await commitBatch!([{ row: documentUpsert("lobby", "GONE01", first, 1, null) }]);
    // Deleted behind the rows' back (no code of ours does this): the thread still holds the row.
    await commitBatch!([{ sql: `delete from documents where code = 'GONE01'`, params: [] }]);
    const next = { ...first, small: 2 };
    await expect(
      commitBatch!([
        { sql: insertLobby("GONE02").sql, params: ["GONE02"] },
        { row: documentUpsert("lobby", "GONE01", next, 2, null, first) },
      ]),
    ).rejects.toThrow();
    await expect(commitBatch!([insertLobby("GONE03")])).rejects.toThrow(
      "the embedded database stopped after a failed write",
    );
    await database?.close();
    database = await openDatabase({ dataDir, databaseUrl: undefined });
    const { rows } = await database.db.execute<{ code: string }>(
      sql`select code from documents order by code`,
    );
    expect(rows).toEqual([]);
  });

  it("writes nothing and stops when sent a change from a row it does not hold", async () => {
    dataDir = freshDataFolder("spellbrawl-batch-");
    const thread = await PgliteThread.open(path.join(dataDir, "pglite"));
    try {
      await thread.batch([{ row: documentUpsert("lobby", "HELD01", { a: 1 }, 1, null) }]);
      // What KeptRows never sends: a change from row number 77, which the thread never held.
      const { head, tail, key } = documentUpsert("lobby", "HELD01", {}, 2, null);
      const stray = { changed: { a: 2 }, removed: [] };
      const row = { head, tail, key, values: ["lobby", "HELD01", stray, 2, null] };
      const send = (thread as unknown as { send: (operation: object) => Promise<void> }).send;
      await expect(
        send.call(thread, {
          op: "batch",
          writes: [{ row: { ...row, kept: { index: 2, seq: 9, base: 77 } } }],
        }),
      ).rejects.toThrow("the row kept for lobby:HELD01 is not the one its change was made from");
      await expect(
        thread.batch([{ row: documentUpsert("lobby", "HELD02", { a: 1 }, 1, null) }]),
      ).rejects.toThrow("the embedded database stopped after a failed write");
    } finally {
      await thread.close();
    }
    const reopened = await PgliteThread.open(path.join(dataDir, "pglite"));
    try {
      const { rows } = await reopened.query<{ code: string; doc: string; version: number }>(
        "select code, doc::text as doc, version from documents order by code",
      );
      expect(rows).toEqual([{ code: "HELD01", doc: '{"a":1}', version: 1 }]);
    } finally {
      await reopened.close();
    }
  });

  it("runs a statement text again, prepared once, also beyond the texts it names", async () => {
    const { db, commitBatch } = await open();
    // Seventy texts, each adding its own number: the first 64 are prepared under a name, the rest
    // parsed every time. A statement bound to another text's name would add the wrong amount.
    const bump = (text: number, code: string) => ({
      sql: `update documents set version = version + ${text} where code = $1`,
      params: [code],
    });
    await commitBatch!([insertLobby("NAMED1"), insertLobby("NAMED2")]);
    for (let round = 0; round < 2; round++)
      for (let text = 0; text < 70; text++)
        await commitBatch!([bump(text, "NAMED1"), bump(69 - text, "NAMED2")]);
    const { rows } = await db.execute<{ code: string; version: number }>(
      sql`select code, version from documents where code like 'NAMED%' order by code`,
    );
    expect(rows).toEqual([
      { code: "NAMED1", version: 1 + 2 * 2415 },
      { code: "NAMED2", version: 1 + 2 * 2415 },
    ]);
  });

  it("writes values it does not send itself (a date) through PGlite's own queries", async () => {
    const { db, commitBatch } = await open();
    const at = new Date("2026-11-27T06:00:00.000Z");
    await commitBatch!([
      insertLobby("DATE01"),
      { sql: `update documents set updated_at = $1 where code = 'DATE01'`, params: [at] },
    ]);
    const { rows } = await db.execute<{ at: string }>(
      sql`select to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as at
        from documents where code = 'DATE01'`,
    );
    expect(rows[0]?.at).toBe("2026-11-27T06:00");
  });

  it("runs a batch sent during an open transaction after it, not inside it", async () => {
    const { db, commitBatch } = await open();
    let batch: Promise<void> | null = null;
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into documents (kind, code, doc, version)
          values ('lobby', 'INTX01', '{}', 1)`);
        batch = commitBatch!([insertLobby("AFTER1")]);
        // Answered after the thread has taken the batch (it reads its port in order), and from
        // inside the transaction: the batch must not be there.
        const { rows } = await tx.execute<{ code: string }>(sql`select code from documents`);
        expect(rows.map((row) => row.code)).toEqual(["INTX01"]);
        throw new Error("rolled back on purpose");
      }),
    ).rejects.toThrow("rolled back on purpose");
    await batch;
    const { rows } = await db.execute<{ code: string }>(
      sql`select code from documents order by code`,
    );
    // Had the batch run inside the transaction, the rollback would have taken it too.
    expect(rows.map((row) => row.code)).toEqual(["AFTER1"]);
  });

  it("keeps groups that wait behind an open transaction apart, however large", async () => {
    const { db, commitBatch } = await open();
    // Larger than the thread's message buffer starts, so the first group grows it; the groups
    // after it reuse it, and all of them wait for the transaction to end before they are made.
    const large = "🔥 flames ".repeat(30_000);
    const sizes = { BIG001: large, SMALL1: "a spark", MID001: "ice ".repeat(5_000) };
    const batches: Promise<void>[] = [];
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      for (const [code, spell] of Object.entries(sizes)) {
        batches.push(commitBatch!([{ row: documentUpsert("lobby", code, { spell }, 1, null) }]));
        // Each its own group: any other operation makes the thread start the group gathered so far.
        await tx.execute(sql`select 1`);
      }
    });
    await Promise.all(batches);
    const { rows } = await db.execute<{ code: string; spell: string }>(
      sql`select code, doc->>'spell' as spell from documents order by code`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.code, row.spell]))).toEqual(sizes);
  });

  it("reuses the space of rewritten documents once vacuumed, instead of growing forever", async () => {
    const { db } = await open();
    const store = new DocumentStore(db);
    // Text that does not compress, as players' moves and narration do not: about 4 KB a version.
    const words = () =>
      Array.from({ length: 120 }, (_, index) => `${Math.random().toString(36).slice(2)}${index}`);
    const rewrite = async (times: number) => {
      for (let index = 0; index < times; index++) {
        const code = `VAC${String(index % 20).padStart(3, "0")}`;
        const lobby = lobbyDoc(code, ["a"]);
        const player = { ...lobby.players.a!, name: words().join(" ") };
        await store.transact((tx) => tx.put("lobby", code, { ...lobby, players: { a: player } }));
      }
    };
    const size = async () => {
      const { rows } = await db.execute<{ bytes: number }>(
        sql`select pg_total_relation_size('documents')::int as bytes`,
      );
      return rows[0]?.bytes ?? 0;
    };
    await rewrite(600);
    const unvacuumed = await size();
    await rewrite(600);
    const grown = (await size()) - unvacuumed;
    await vacuumDocuments(db);
    const vacuumed = await size();
    await rewrite(600);
    expect(grown).toBeGreaterThan(1_000_000);
    expect((await size()) - vacuumed).toBeLessThan(grown / 4);
  });

  it("writes nothing of a failed batch, and refuses all later work", async () => {
    const { db, commitBatch } = await open();
    await commitBatch!([insertLobby("TWICE1")]);
    // The second statement breaks the primary key: the first must not stay either.
    await expect(commitBatch!([insertLobby("ONCE01"), insertLobby("TWICE1")])).rejects.toThrow();
    await expect(commitBatch!([insertLobby("LATER1")])).rejects.toThrow(
      "the embedded database stopped after a failed write",
    );
    await expect(db.execute(sql`select 1`)).rejects.toThrow();
    await database!.close();
    database = await openDatabase({ dataDir, databaseUrl: undefined });
    const { rows } = await database.db.execute<{ code: string }>(
      sql`select code from documents order by code`,
    );
    expect(rows.map((row) => row.code)).toEqual(["TWICE1"]);
  });

  // A batch that fails to commit, and one that cannot even be prepared or sent (a throw before
  // it reaches the database thread): either way the cache is ahead of the disk.
  const failures = {
    "fails to commit": (): Promise<void> => Promise.reject(new Error("disk full")),
    "cannot even be sent": (): Promise<void> => {
      throw new Error("disk full");
    },
  };
  it.each(Object.entries(failures))(
    "stops the store when a batch %s: its cache is forgotten and the owner told",
    async (_case, fail) => {
      const opened = await open();
      let broken: unknown = null;
      let failNext = false;
      const store = new DocumentStore(opened.db, () => null, {
        embedded: {
          commitBatch: (queries) => (failNext ? fail() : opened.commitBatch!(queries)),
        },
        onBroken: (error) => (broken = error),
      });
      await store.transact((tx) => tx.put("lobby", "BROKE1", lobbyDoc("BROKE1", ["a"])));
      failNext = true;
      await expect(
        store.transact((tx) => tx.put("lobby", "BROKE1", lobbyDoc("BROKE1", ["a", "b"]))),
      ).rejects.toThrow("disk full");
      expect(broken).toBeInstanceOf(Error);
      // Read again from the database, which never had the second version.
      const stored = await store.read("lobby", "BROKE1");
      expect(stored?.version).toBe(1);
      expect(Object.keys(stored?.doc.players ?? {})).toEqual(["a"]);
    },
  );

  it("pushes a change while its batch commits, and answers only once it is stored", async () => {
    const opened = await open();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const store = new DocumentStore(opened.db, () => null, {
      embedded: { commitBatch: async (queries) => held.then(() => opened.commitBatch!(queries)) },
    });
    const pushed: number[] = [];
    store.setPublisher((change) => pushed.push(change.version));
    let answered = false;
    const change = store
      .transact((tx) => tx.put("lobby", "EARLY1", lobbyDoc("EARLY1", ["a"])))
      .then(() => (answered = true));
    // Pushed while the commit is still held (a fixed 50 ms wait was too short on a loaded machine).
    await expect.poll(() => pushed, { timeout: 5_000 }).toEqual([1]);
    expect(answered).toBe(false);
    release();
    await change;
    expect((await store.readStored("lobby", "EARLY1"))?.version).toBe(1);
  });

  it("fails at once, rather than waiting forever, once its thread has stopped", async () => {
    dataDir = freshDataFolder("spellbrawl-batch-");
    const thread = await PgliteThread.open(path.join(dataDir, "pglite"));
    expect((await thread.query<{ one: number }>("select 1 as one")).rows).toEqual([{ one: 1 }]);
    await thread.close();
    await expect(thread.query("select 1")).rejects.toThrow("the database thread stopped");
  });
});
