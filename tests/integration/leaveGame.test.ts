import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Game } from "../../src/shared/documents.js";
import { MESSAGES } from "../../src/shared/messages.js";
import { getJson, type Session } from "../helpers/api.js";
import { startTable, waitForGame } from "../helpers/gamePlay.js";
import { openSocket, subscribe, waitForDoc, type ClientSocket } from "../helpers/sockets.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";

let server: TestServer;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server.stop();
});

/** Long rounds: nothing resolves by itself while a test looks. */
const SETTINGS = { roundTime: 180, initialHealth: 100, maxHealth: 100 };

async function socketOf(session: Session): Promise<ClientSocket> {
  const socket = await openSocket(server.url, session.token);
  sockets.push(socket);
  return socket;
}

const asOutsider = { status: "permission-denied", message: MESSAGES.notMember };

describe("leaving a game under way", () => {
  it("takes the leaver out of the fight: refused as a non-member, shown defeated to the others", async () => {
    const table = await startTable(server.url, ["Nimue", "Morgana"], SETTINGS);
    const [leaver, stayer] = table.guests as [Session, Session];
    const watcher = await socketOf(stayer);
    expect((await subscribe(watcher, "game", table.code)).ok).toBe(true);
    const shown = waitForDoc(
      watcher,
      (message) => (message.doc as Game | null)?.players[leaver.userId]?.defeated === true,
      5_000,
    );

    const left = await table.call("leaveLobby", { lobbyCode: table.code }, leaver);
    expect(left.body.result).toEqual({ closed: false });

    // The leaver's move is refused as anyone's outside the game, and so are their reads.
    const move = await table.call(
      "submitMove",
      { gameId: table.code, moveText: "I hurl a fireball at Merlin" },
      leaver,
    );
    expect({ http: move.status, ...(move.body.error as object) }).toEqual({
      http: 403,
      ...asOutsider,
    });
    const read = await getJson(`${server.url}/api/games/${table.code}`, leaver.token);
    expect({ http: read.status, ...(read.body.error as object) }).toEqual({
      http: 403,
      ...asOutsider,
    });
    const resubscribed = await subscribe(await socketOf(leaver), "game", table.code);
    expect(resubscribed).toEqual({ ok: false, error: asOutsider });

    // The others see the wizard fall, and the log says why; two wizards still fight on.
    const pushed = (await shown).doc as Game;
    expect(pushed.players[leaver.userId]).toMatchObject({ health: 0, defeated: true, left: true });
    const game = await waitForGame(server.url, table.code, table.host, () => true);
    expect(game.players[leaver.userId]).toMatchObject({ health: 0, defeated: true });
    const told = game.battleLog.flatMap((entry) => entry.events.map((event) => event.description));
    expect(told).toContain("Nimue has left the battle and is out of the fight.");
    expect(game.gameOver).toBeNull();
    expect(game.roundState.inProgress).toBe(true);
  });

  it("ends a game of two when one wizard leaves, the other the winner", async () => {
    const table = await startTable(server.url, ["Nimue"], SETTINGS);
    const [leaver] = table.guests as [Session];
    const left = await table.call("leaveLobby", { lobbyCode: table.code }, leaver);
    expect(left.body.result).toEqual({ closed: false });

    const game = await waitForGame(server.url, table.code, table.host, (g) => g.gameOver !== null);
    expect(game.gameOver).toEqual({
      reason: "player_won",
      winners: [table.host.userId],
      winningTeam: null,
    });
    expect(game.players[leaver.userId]).toMatchObject({ health: 0, defeated: true });
    expect(game.roundState.inProgress).toBe(false);
  });
});
