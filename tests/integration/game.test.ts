import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../src/server/db/schema.js";
import type { Game } from "../../src/shared/documents.js";
import { getJson } from "../helpers/api.js";
import { seatTable, waitForGame } from "../helpers/gamePlay.js";
import { onDocument, openSocket, subscribe, waitForDoc } from "../helpers/sockets.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const credits = async (id: string) =>
  (await server.database.db.select({ credits: user.credits }).from(user).where(eq(user.id, id)))[0]
    ?.credits;
const setCredits = (id: string, value: number) =>
  server.database.db.update(user).set({ credits: value }).where(eq(user.id, id));
const errorOf = (answer: { status: number; body: Record<string, unknown> }) => {
  const error = answer.body.error as { status: string; message: string } | undefined;
  return { http: answer.status, code: error?.status, message: error?.message };
};

describe("a whole game over HTTP and Socket.IO", () => {
  it("plays two humans and a bot from the countdown to a winner, charging the host once per round", async () => {
    const table = await seatTable(
      server.url,
      ["Nimue"],
      // Narration read at 10×: the next round waits for it (docs/game.md).
      {
        roundTime: 30,
        initialHealth: 40,
        maxHealth: 40,
        initialMana: 1000,
        maxMana: -1,
        displaySpeed: 10,
      },
      1,
    );
    const [guest] = table.guests;
    const socket = await openSocket(server.url, guest!.token);
    await subscribe(socket, "lobby", table.code);
    const opened = new Promise<void>((resolve) => {
      onDocument(socket, (message) => {
        if (message.kind === "game" && (message.doc as Game | null)?.roundState.inProgress)
          resolve();
      });
    });
    expect((await table.call("startGame", { lobbyCode: table.code }, table.host)).status).toBe(200);
    expect((await subscribe(socket, "game", table.code)).ok).toBe(true);
    const before = await credits(table.host.userId);

    const round1 = await waitForGame(
      server.url,
      table.code,
      guest!,
      (g) => g.currentRound === 1 && g.roundState.inProgress,
      6_000,
    );
    await opened;
    expect(round1.roundState.endTime - Date.now()).toBeGreaterThan(25_000);
    expect(round1.roundState.endTime - Date.now()).toBeLessThanOrEqual(30_500);

    const evaluation = await table.call(
      "evaluateMoveFunction",
      { gameId: table.code, moveText: "I hurl a world-ending inferno at Merlin" },
      guest!,
    );
    expect(evaluation.status).toBe(200);
    const { mana_cost } = evaluation.body.result as { mana_cost: number };
    expect(mana_cost).toBeGreaterThan(20);
    const small = await table.call(
      "evaluateMoveFunction",
      { gameId: table.code, moveText: "a tiny spark at Merlin" },
      guest!,
    );
    expect((small.body.result as { mana_cost: number }).mana_cost).toBeLessThan(mana_cost);

    expect(
      (
        await table.call(
          "submitMove",
          { gameId: table.code, moveText: "  I hurl a world-ending inferno at Merlin  " },
          guest!,
        )
      ).status,
    ).toBe(200);
    expect(
      errorOf(await table.call("submitMove", { gameId: table.code, moveText: "again" }, guest!)),
    ).toMatchObject({
      http: 400,
      code: "failed-precondition",
      message: "You have already submitted a move this round",
    });
    const hidden = await getJson(`${server.url}/api/games/${table.code}`, table.host.token);
    const moves = (hidden.body.doc as Game).roundState.moves;
    if ((hidden.body.doc as Game).roundState.inProgress) expect(moves[guest!.userId]).toBe("");

    const resolved = waitForDoc(
      socket,
      (m) => ((m.doc as Game | null)?.battleLog.length ?? 0) >= 1,
      6_000,
    );
    expect(
      (
        await table.call(
          "submitMove",
          { gameId: table.code, moveText: "I raise an arcane shield around myself" },
          table.host,
        )
      ).status,
    ).toBe(200);
    const after1 = (await resolved).doc as Game;
    expect(after1.battleLog[0]?.round).toBe(1);
    expect(after1.battleLog[0]?.events.length).toBeGreaterThanOrEqual(3);
    expect(
      after1.battleLog[0]?.events.some((event) =>
        /a world-ending inferno/i.test(event.description),
      ),
    ).toBe(true);
    expect(after1.battleLog[0]?.events.at(-1)?.is_final_event).toBe(true);
    expect(after1.internal).toBeUndefined();
    expect(await credits(table.host.userId)).toBeCloseTo((before ?? 0) - 1.5, 5);

    let game = after1;
    for (let round = 0; round < 20 && !game.gameOver; round += 1) {
      game = await waitForGame(
        server.url,
        table.code,
        guest!,
        (g) =>
          Boolean(g.gameOver) || (g.roundState.inProgress && g.currentRound > game.currentRound),
        8_000,
      );
      if (game.gameOver) break;
      for (const session of [table.host, guest!]) {
        if (!game.players[session.userId]?.defeated) {
          const target = session === table.host ? "Nimue" : "Merlin";
          await table.call(
            "submitMove",
            { gameId: table.code, moveText: `A massive lightning storm strikes ${target}` },
            session,
          );
        }
      }
      game = await waitForGame(
        server.url,
        table.code,
        guest!,
        (g) => Boolean(g.gameOver) || g.battleLog.length >= game.currentRound,
        8_000,
      );
    }
    expect(game.gameOver?.reason).toMatch(/player_won|tie/);
    const charged = (before ?? 0) - ((await credits(table.host.userId)) ?? 0);
    expect(charged).toBeGreaterThan(1.5);
    expect(charged % 0.5).toBe(0);
    socket.close();
  });

  it("refuses moves and checks outside the rules with the spec's codes", async () => {
    const table = await seatTable(server.url, ["Nimue"], { roundTime: 30, evaluationLimit: 1 });
    const [guest] = table.guests;
    await table.call("startGame", { lobbyCode: table.code }, table.host);
    expect(
      errorOf(await table.call("submitMove", { gameId: table.code, moveText: "early" }, guest!)),
    ).toMatchObject({ http: 400, message: "The round is not in progress" });
    await waitForGame(server.url, table.code, guest!, (g) => g.roundState.inProgress, 6_000);
    expect(
      errorOf(
        await table.call("submitMove", { gameId: table.code, moveText: "x".repeat(201) }, guest!),
      ),
    ).toMatchObject({ http: 400, message: "Move must be at most 200 characters" });
    expect(
      errorOf(await table.call("submitMove", { gameId: table.code, moveText: "   " }, guest!)),
    ).toMatchObject({ http: 400, message: "Move cannot be empty" });
    const outsider = (await seatTable(server.url, [], { roundTime: 30 })).host;
    expect(
      errorOf(await table.call("submitMove", { gameId: table.code, moveText: "hi" }, outsider)),
    ).toMatchObject({ http: 403, message: "You are not part of this game session." });
    expect(
      (
        await table.call(
          "evaluateMoveFunction",
          { gameId: table.code, moveText: "fire at Merlin" },
          guest!,
        )
      ).status,
    ).toBe(200);
    expect(
      errorOf(
        await table.call(
          "evaluateMoveFunction",
          { gameId: table.code, moveText: "ice at Merlin" },
          guest!,
        ),
      ),
    ).toMatchObject({ http: 429, message: "You have reached the evaluation limit for this round" });
    expect(
      errorOf(await table.call("setDisplaySpeed", { gameId: table.code, displaySpeed: 2 }, guest!)),
    ).toMatchObject({ http: 403 });
    expect(
      errorOf(
        await table.call("setDisplaySpeed", { gameId: table.code, displaySpeed: 4 }, table.host),
      ),
    ).toMatchObject({ http: 400 });
    expect(
      (await table.call("setDisplaySpeed", { gameId: table.code, displaySpeed: 2.5 }, table.host))
        .status,
    ).toBe(200);
    expect(
      errorOf(await table.call("submitMove", { gameId: "NOPE99", moveText: "hi" }, guest!)),
    ).toMatchObject({ http: 404, message: "This game does not exist or has ended." });
  });

  it("ends at the round limit with the host as winner, then returns everyone to the lobby", async () => {
    const table = await seatTable(server.url, ["Nimue"], { roundTime: 1, maxRounds: 1 });
    const [guest] = table.guests;
    await table.call("startGame", { lobbyCode: table.code }, table.host);
    // The countdown, the 1-second round and its telling take about 7 s alone; more under load.
    const over = await waitForGame(
      server.url,
      table.code,
      guest!,
      (g) => Boolean(g.gameOver),
      25_000,
    );
    expect(over.gameOver).toEqual({
      reason: "round_limit",
      winners: [table.host.userId],
      winningTeam: null,
    });
    expect(
      over.battleLog[0]?.events.some((event) =>
        /hesitat|does nothing|timer runs out|hold back|watch and wait|Nobody hears/i.test(
          event.description,
        ),
      ),
    ).toBe(true);

    expect(
      errorOf(await table.call("returnToLobby", { gameId: table.code }, guest!)),
    ).toMatchObject({ http: 403 });
    expect((await table.call("returnToLobby", { gameId: table.code }, table.host)).status).toBe(
      200,
    );
    const lobby = await getJson(`${server.url}/api/lobbies/${table.code}`, guest!.token);
    expect((lobby.body.doc as { status: string }).status).toBe("waiting");
    expect((await getJson(`${server.url}/api/games/${table.code}`, guest!.token)).status).toBe(403);
  });

  it("ends for inactivity after 3 rounds without a human move", async () => {
    const table = await seatTable(server.url, ["Nimue"], { roundTime: 1, displaySpeed: 10 });
    await table.call("startGame", { lobbyCode: table.code }, table.host);
    const over = await waitForGame(
      server.url,
      table.code,
      table.host,
      (g) => Boolean(g.gameOver),
      15_000,
    );
    expect(over.gameOver?.reason).toBe("inactivity");
    expect(over.currentRound).toBe(3);
  });

  it("stops when the host runs out of credits and continues once they have some", async () => {
    const table = await seatTable(server.url, ["Nimue"], { roundTime: 1 });
    await table.call("startGame", { lobbyCode: table.code }, table.host);
    await setCredits(table.host.userId, 0.5);
    const over = await waitForGame(
      server.url,
      table.code,
      table.host,
      (g) => Boolean(g.gameOver),
      10_000,
    );
    expect(over.gameOver?.reason).toBe("no_credits");
    expect(await credits(table.host.userId)).toBe(-0.5);
    expect(
      errorOf(await table.call("continueGame", { gameId: table.code }, table.host)),
    ).toMatchObject({ http: 429 });
    await setCredits(table.host.userId, 10);
    expect((await table.call("continueGame", { gameId: table.code }, table.host)).status).toBe(200);
    const resumed = await waitForGame(
      server.url,
      table.code,
      table.host,
      (g) => !g.gameOver && g.roundState.inProgress && g.currentRound === 2,
      5_000,
    );
    expect(resumed.currentRound).toBe(2);
  });

  it("revives a defeated player when every living human voted, at the next round", async () => {
    const table = await seatTable(server.url, ["Nimue", "Morgana"], {
      roundTime: 30,
      initialHealth: 20,
      maxHealth: 20,
      initialMana: 500,
      maxMana: -1,
      displaySpeed: 10,
    });
    const [nimue, morgana] = table.guests;
    await table.call("startGame", { lobbyCode: table.code }, table.host);
    await waitForGame(server.url, table.code, nimue!, (g) => g.roundState.inProgress, 6_000);
    await table.call(
      "submitMove",
      { gameId: table.code, moveText: "A huge fireball at Morgana" },
      table.host,
    );
    await table.call(
      "submitMove",
      { gameId: table.code, moveText: "A huge ice lance at Morgana" },
      nimue!,
    );
    await table.call(
      "submitMove",
      { gameId: table.code, moveText: "I meditate quietly" },
      morgana!,
    );
    const fallen = await waitForGame(
      server.url,
      table.code,
      nimue!,
      (g) => g.battleLog.length === 1 && g.roundState.inProgress,
      8_000,
    );
    expect(fallen.players[morgana!.userId]?.defeated).toBe(true);
    expect(
      errorOf(
        await table.call("voteRevive", { gameId: table.code, targetId: table.host.userId }, nimue!),
      ),
    ).toMatchObject({ http: 400 });
    expect(
      errorOf(
        await table.call("voteRevive", { gameId: table.code, targetId: nimue!.userId }, morgana!),
      ),
    ).toMatchObject({ http: 400 });
    expect(
      (await table.call("voteRevive", { gameId: table.code, targetId: morgana!.userId }, nimue!))
        .status,
    ).toBe(200);
    expect(
      errorOf(
        await table.call("voteRevive", { gameId: table.code, targetId: morgana!.userId }, nimue!),
      ),
    ).toMatchObject({ http: 409 });
    expect(
      (
        await table.call(
          "voteRevive",
          { gameId: table.code, targetId: morgana!.userId },
          table.host,
        )
      ).status,
    ).toBe(200);
    await table.call("submitMove", { gameId: table.code, moveText: "I heal myself" }, table.host);
    await table.call("submitMove", { gameId: table.code, moveText: "I heal myself" }, nimue!);
    const back = await waitForGame(
      server.url,
      table.code,
      nimue!,
      (g) => g.currentRound === 3,
      8_000,
    );
    expect(back.players[morgana!.userId]).toMatchObject({ defeated: false, health: 10, mana: 500 });
  });
});
