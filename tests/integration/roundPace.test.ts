import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { narrationMs } from "../../src/game/battle/narrationTime.js";
import { BOT_MOVE_DELAY_MS } from "../../src/game/battle/timing.js";
import type { Game } from "../../src/shared/documents.js";
import type { DocumentMessage } from "../../src/shared/protocol.js";
import { narrationLocale } from "../../src/simulator/narration/narrationLocales.js";
import { callFunction, signInGuest, signUp, type Session } from "../helpers/api.js";
import { openSocket, subscribe, waitForDoc, type ClientSocket } from "../helpers/sockets.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";

let server: TestServer;
const sockets: ClientSocket[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => server.stop());

interface Wizard extends Session {
  name: string;
}

/** Merlin hosts; each guest joins in their own narration language; the host starts the game. */
async function startGame(
  guests: { name: string; language: string }[],
  settings: Record<string, unknown>,
  bots = 0,
): Promise<{ code: string; wizards: Wizard[] }> {
  const host = await signUp(server.url);
  const created = await callFunction(
    server.url,
    "createLobby",
    { playerName: "Merlin", iconId: 0, language: "en" },
    host.token,
  );
  const code = (created.body.result as { code: string }).code;
  const wizards: Wizard[] = [{ ...host, name: "Merlin" }];
  for (const { name, language } of guests) {
    const guest = await signInGuest(server.url);
    const joined = await callFunction(
      server.url,
      "joinLobby",
      { lobbyCode: code, playerName: name, iconId: 1, language },
      guest.token,
    );
    expect(joined.status).toBe(200);
    wizards.push({ ...guest, name });
  }
  for (let bot = 0; bot < bots; bot += 1)
    await callFunction(server.url, "addBot", { lobbyCode: code }, host.token);
  const updated = await callFunction(
    server.url,
    "updateSettings",
    { lobbyCode: code, settings },
    host.token,
  );
  expect(updated.status).toBe(200);
  expect(
    (await callFunction(server.url, "startGame", { lobbyCode: code }, host.token)).status,
  ).toBe(200);
  return { code, wizards };
}

/** A socket of the wizard's, subscribed to the game: what their screen receives. */
async function watch(wizard: Session, code: string): Promise<ClientSocket> {
  const socket = await openSocket(server.url, wizard.token);
  sockets.push(socket);
  expect((await subscribe(socket, "game", code)).ok).toBe(true);
  return socket;
}

const gameOf = (message: DocumentMessage) => message.doc as Game | null;

function move(code: string, wizard: Session, moveText: string) {
  return callFunction(server.url, "submitMove", { gameId: code, moveText }, wizard.token);
}

describe("a player who closed their tab", () => {
  it("no longer holds the round open: the others move and it resolves before its timer", async () => {
    const { code, wizards } = await startGame(
      [
        { name: "Nimue", language: "en" },
        { name: "Morgana", language: "en" },
      ],
      { roundTime: 120 },
    );
    const [merlin, nimue, morgana] = wizards;
    const screen = await watch(merlin!, code);
    const opened = await waitForDoc(
      screen,
      (m) => Boolean(gameOf(m)?.roundState.inProgress),
      8_000,
    );
    const endTime = gameOf(opened)!.roundState.endTime;

    const tab = await openSocket(server.url, morgana!.token);
    expect((await subscribe(tab, "game", code)).ok).toBe(true);
    const away = waitForDoc(
      screen,
      (m) => gameOf(m)?.players[morgana!.userId]?.connected === false,
      10_000,
    );
    tab.close();
    await away;

    const resolved = waitForDoc(screen, (m) => (gameOf(m)?.battleLog.length ?? 0) >= 1, 5_000);
    expect((await move(code, merlin!, "A fireball at Nimue")).status).toBe(200);
    expect((await move(code, nimue!, "An ice lance at Merlin")).status).toBe(200);
    const after = await resolved;
    // Resolved on the moves of those present, long before the round's two minutes ran out.
    expect(after.serverTime).toBeLessThan(endTime - 60_000);
    expect(gameOf(after)?.battleLog[0]?.round).toBe(1);
  });

  it("is marked away after the others moved, and that marking resolves the round", async () => {
    const { code, wizards } = await startGame(
      [
        { name: "Nimue", language: "en" },
        { name: "Morgana", language: "en" },
      ],
      { roundTime: 120 },
    );
    const [merlin, nimue, morgana] = wizards;
    const screen = await watch(merlin!, code);
    const opened = await waitForDoc(
      screen,
      (m) => Boolean(gameOf(m)?.roundState.inProgress),
      8_000,
    );
    const endTime = gameOf(opened)!.roundState.endTime;
    const tab = await openSocket(server.url, morgana!.token);
    expect((await subscribe(tab, "game", code)).ok).toBe(true);

    await move(code, merlin!, "A fireball at Nimue");
    await move(code, nimue!, "An ice lance at Merlin");
    const resolved = waitForDoc(screen, (m) => (gameOf(m)?.battleLog.length ?? 0) >= 1, 12_000);
    tab.close();
    const after = await resolved;
    expect(gameOf(after)?.players[morgana!.userId]?.connected).toBe(false);
    expect(after.serverTime).toBeLessThan(endTime - 60_000);
  });
});

describe("reviving with a player away", () => {
  it("takes the votes of every connected living human, shows the count to all, and tells it", async () => {
    const { code, wizards } = await startGame(
      [
        { name: "Nimue", language: "fr" },
        { name: "Morgana", language: "de" },
        { name: "Circe", language: "ja" },
      ],
      {
        roundTime: 120,
        initialHealth: 20,
        maxHealth: 20,
        initialMana: 500,
        maxMana: -1,
        displaySpeed: 10,
      },
    );
    const [merlin, nimue, morgana, circe] = wizards;
    const screens = new Map<string, ClientSocket>();
    for (const wizard of [merlin!, nimue!, morgana!])
      screens.set(wizard.userId, await watch(wizard, code));
    const merlinScreen = screens.get(merlin!.userId)!;
    await waitForDoc(merlinScreen, (m) => Boolean(gameOf(m)?.roundState.inProgress), 8_000);
    const circeTab = await openSocket(server.url, circe!.token);
    expect((await subscribe(circeTab, "game", code)).ok).toBe(true);

    const round2 = waitForDoc(
      merlinScreen,
      (m) => {
        const game = gameOf(m);
        return (
          game?.currentRound === 2 &&
          game.roundState.inProgress &&
          game.players[circe!.userId]?.connected === false
        );
      },
      20_000,
    );
    await move(code, merlin!, "A huge fireball at Morgana");
    await move(code, nimue!, "A huge ice lance at Morgana");
    await move(code, morgana!, "I meditate quietly");
    await move(code, circe!, "I meditate quietly");
    circeTab.close();
    const fallen = gameOf(await round2)!;
    expect(fallen.players[morgana!.userId]?.defeated).toBe(true);
    // Circe is away: the two wizards present are all a revive needs, and everyone sees so.
    expect(fallen.reviveCounts).toEqual({ [morgana!.userId]: { votes: 0, needed: 2 } });

    const counted = (votes: number) =>
      [...screens.values()].map((screen) =>
        waitForDoc(
          screen,
          (m) => gameOf(m)?.reviveCounts?.[morgana!.userId]?.votes === votes,
          5_000,
        ),
      );
    const oneVote = counted(1);
    const vote = (voter: Session) =>
      callFunction(
        server.url,
        "voteRevive",
        { gameId: code, targetId: morgana!.userId },
        voter.token,
      );
    const first = await vote(merlin!);
    expect(first.body.result).toEqual({ votes: 1, needed: 2 });
    for (const seen of await Promise.all(oneVote))
      expect(gameOf(seen)?.reviveCounts?.[morgana!.userId]).toEqual({ votes: 1, needed: 2 });
    const twoVotes = counted(2);
    expect((await vote(nimue!)).status).toBe(200);
    for (const seen of await Promise.all(twoVotes))
      expect(gameOf(seen)?.reviveCounts?.[morgana!.userId]).toEqual({ votes: 2, needed: 2 });

    const back = waitForDoc(
      merlinScreen,
      (m) => gameOf(m)?.currentRound === 3 && Boolean(gameOf(m)?.roundState.inProgress),
      20_000,
    );
    await move(code, merlin!, "I heal myself");
    await move(code, nimue!, "I heal myself");
    const revived = gameOf(await back)!;
    expect(revived.players[morgana!.userId]).toMatchObject({ defeated: false, health: 10 });
    expect(revived.reviveCounts).toBeUndefined();
    const line = revived.battleLog.at(-1)?.events[0];
    expect(revived.battleLog.at(-1)?.round).toBe(3);
    const told = (language: string) =>
      narrationLocale(language).notices.revived.replace("{name}", "Morgana");
    expect(line?.description).toBe(told("en"));
    expect(line?.translated_descriptions).toEqual({
      en: told("en"),
      fr: told("fr"),
      de: told("de"),
      ja: told("ja"),
    });
  });
});

describe("the next round after a narration", () => {
  it("opens once the narration is typed out at the host's speed, and bots move after it", async () => {
    const { code, wizards } = await startGame(
      [{ name: "Nimue", language: "en" }],
      { roundTime: 30, displaySpeed: 2 },
      1,
    );
    const [merlin, nimue] = wizards;
    const screen = await watch(nimue!, code);
    await waitForDoc(screen, (m) => Boolean(gameOf(m)?.roundState.inProgress), 8_000);
    const resolved = waitForDoc(screen, (m) => (gameOf(m)?.battleLog.length ?? 0) >= 1, 8_000);
    await move(code, merlin!, "A massive lightning storm strikes Nimue");
    await move(code, nimue!, "A massive lightning storm strikes Merlin");
    const told = gameOf(await resolved)!;
    const entry = told.battleLog[0]!;
    const reading = narrationMs(entry.events, 2);
    expect(reading).toBeGreaterThan(1_000);
    expect(told.roundState.nextRoundAt - entry.timestamp).toBe(reading);

    // The move box stays closed while the narration is typed.
    const early = await move(code, nimue!, "Too soon");
    expect((early.body.error as { message: string }).message).toBe("The round is not in progress");

    const round2 = await waitForDoc(
      screen,
      (m) => gameOf(m)?.currentRound === 2 && Boolean(gameOf(m)?.roundState.inProgress),
      reading + 5_000,
    );
    const opened = gameOf(round2)!;
    expect(opened.roundState.endTime - 30_000).toBeGreaterThanOrEqual(told.roundState.nextRoundAt);
    const bot = Object.values(opened.players).find((player) => player.isBot)!;
    const botMoved = await waitForDoc(
      screen,
      (m) => gameOf(m)?.roundState.moves[bot.id] !== undefined,
      5_000,
    );
    expect(botMoved.serverTime).toBeGreaterThanOrEqual(
      told.roundState.nextRoundAt + BOT_MOVE_DELAY_MS,
    );
  });
});
