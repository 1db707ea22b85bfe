import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameWith, richHost } from "../../src/game/battle/fixtures.test-helpers.js";
import { openRound } from "../../src/game/battle/rounds.js";
import { applyPatch } from "../../src/shared/documentPatch.js";
import type { BattleLogEntry, Game } from "../../src/shared/documents.js";
import type { PatchMessage } from "../../src/shared/protocol.js";
import { callFunction, signInGuest, type Session } from "../helpers/api.js";
import { openSocket, subscribe, type ClientSocket } from "../helpers/sockets.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";

let server: TestServer;
let host: Session;
let guest: Session;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  [host, guest] = await Promise.all([signInGuest(server.url), signInGuest(server.url)]);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server.stop();
});

/** Round 4 of a game between host and guest, with three rounds of battle log behind it. */
function gameInRound(code: string): Game {
  const fixture = gameWith(["Host", "Guest"]);
  const players: Game["players"] = {
    [host.userId]: { ...fixture.players.host!, id: host.userId },
    [guest.userId]: { ...fixture.players.guest!, id: guest.userId },
  };
  const entry = (round: number): BattleLogEntry => ({
    round,
    timestamp: round,
    events: Array.from({ length: 6 }, (_, index) => ({
      type: "damage",
      description: `Round ${round}: a long and colourful line of narration number ${index} `.repeat(
        4,
      ),
      translated_descriptions: {},
      affected_players: [host.userId],
      stat_changes: [],
    })) as unknown as BattleLogEntry["events"],
    persistent_effects: [],
  });
  const played = { ...fixture, code, players, currentRound: 3, battleLog: [1, 2, 3].map(entry) };
  return openRound(played, richHost, Date.now());
}

function nextPatch(socket: ClientSocket): Promise<{ message: PatchMessage; bytes: number }> {
  return new Promise((resolve, reject) => {
    socket.once("doc", () => reject(new Error("a whole document came instead of a patch")));
    socket.once("patch", (message) =>
      resolve({ message, bytes: Buffer.byteLength(JSON.stringify(message)) }),
    );
  });
}

/** The host checks or casts the same fireball in the game. */
function cast(name: "evaluateMoveFunction" | "submitMove", code: string) {
  return callFunction(
    server.url,
    name,
    { gameId: code, moveText: "I hurl a fireball at Guest" },
    host.token,
  );
}

/** A game in round 4 with host and guest subscribed; the guest's snapshot. */
async function playersInRound(code: string) {
  await server.services.documents.transact((tx) => tx.put("game", code, gameInRound(code)));
  const hostSocket = await openSocket(server.url, host.token);
  const guestSocket = await openSocket(server.url, guest.token);
  sockets.push(hostSocket, guestSocket);
  const guestAck = await subscribe(guestSocket, "game", code);
  expect((await subscribe(hostSocket, "game", code)).ok).toBe(true);
  if (!guestAck.ok) throw new Error("guest could not subscribe");
  return { hostSocket, guestSocket, guestAck };
}

describe("game pushes", () => {
  it("send each member only what a move changed, with others' moves hidden, and rebuild the same game", async () => {
    const code = "PATCHA";
    const { hostSocket, guestSocket, guestAck } = await playersInRound(code);
    const snapshot = guestAck.snapshot;
    const snapshotBytes = Buffer.byteLength(JSON.stringify(snapshot));

    const guestHeard = nextPatch(guestSocket);
    const hostHeard = nextPatch(hostSocket);
    const moved = await cast("submitMove", code);
    expect(moved.status).toBe(200);

    const { message, bytes } = await guestHeard;
    expect(message.version).toBe(snapshot.version + 1);
    // The battle log and the players stay where they were: a move is one entry of the round state.
    expect(message.patch.set).toEqual({});
    expect(message.patch.inside?.roundState?.inside?.moves?.set).toEqual({ [host.userId]: "" });
    expect(bytes).toBeLessThan(snapshotBytes / 4);
    const guestGame = applyPatch(snapshot.doc as Game, message.patch);
    expect(guestGame?.roundState.moves).toEqual({ [host.userId]: "" });
    const fresh = await subscribe(guestSocket, "game", code);
    expect(fresh.ok && fresh.snapshot.doc).toEqual(guestGame);
    expect(fresh.ok && fresh.snapshot.version).toBe(message.version);

    const hostPatch = (await hostHeard).message.patch;
    expect(hostPatch.inside?.roundState?.inside?.moves?.set).toEqual({
      [host.userId]: "I hurl a fireball at Guest",
    });
  });

  it("send a mana check to the one who made it alone; the other's next patch still applies", async () => {
    const code = "PATCHB";
    const { hostSocket, guestSocket, guestAck } = await playersInRound(code);
    const guestMessages: PatchMessage[] = [];
    guestSocket.on("patch", (message) => guestMessages.push(message));

    const hostHeardCheck = nextPatch(hostSocket);
    const checked = await cast("evaluateMoveFunction", code);
    expect(checked.status).toBe(200);
    const check = (await hostHeardCheck).message;
    expect(check.patch.inside?.roundState?.inside?.evaluations?.set).toEqual({
      [host.userId]: 1,
    });

    const guestHeardMove = nextPatch(guestSocket);
    const hostHeardMove = nextPatch(hostSocket);
    expect((await cast("submitMove", code)).status).toBe(200);
    const move = (await guestHeardMove).message;
    await hostHeardMove;
    // The guest heard nothing of the check, and the move's patch applies to what they hold.
    expect(guestMessages).toEqual([move]);
    expect(move.version).toBe(guestAck.snapshot.version + 2);
    expect(move.base).toBe(guestAck.snapshot.version);
    const guestGame = applyPatch(guestAck.snapshot.doc as Game, move.patch);
    const fresh = await subscribe(guestSocket, "game", code);
    expect(fresh.ok && fresh.snapshot.doc).toEqual(guestGame);
    expect(guestGame?.roundState.evaluations).toEqual({});
  });
});
