import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import type { Game } from "../../src/shared/documents.js";
import { callFunction, getJson } from "../helpers/api.js";
import { waitForGame } from "../helpers/gamePlay.js";
import { lobbyAcross, startServerProcess, type ServerProcess } from "../helpers/serverProcess.js";
import { freshDataFolder } from "../helpers/freshDataFolder.js";

const dataDir = freshDataFolder("spellbrawl-crash-");
const running: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    FREE_CREDITS: "100",
    AUTH_SECRET: "crash-test-secret-crash-test-secret-42",
  });
  running.push(server);
  return server;
}

describe("a server killed in the middle of a round (SIGKILL) on the embedded database", () => {
  it("comes back with everything as it was, and the round ends once, charged once", async () => {
    let server = await start();
    const { code, host, guest } = await lobbyAcross(server.url, server.url);
    const call = (name: string, data: unknown, token: string) =>
      callFunction(server.url, name, data, token);
    // Long enough that the round is still open after the restart on a loaded machine (at 12 s, a
    // slow restart in CI found it already ending).
    await call("updateSettings", { lobbyCode: code, settings: { roundTime: 25 } }, host.token);
    await call("startGame", { lobbyCode: code }, host.token);
    await waitForGame(server.url, code, guest, (game) => game.roundState.inProgress);
    await call(
      "evaluateMoveFunction",
      { gameId: code, moveText: "A fireball at Merlin" },
      guest.token,
    );
    await call("submitMove", { gameId: code, moveText: "A fireball at Merlin" }, guest.token);
    const before = (await getJson(`${server.url}/api/games/${code}`, host.token)).body.doc as Game;
    const lobbyBefore = (await getJson(`${server.url}/api/lobbies/${code}`, host.token)).body.doc;
    const creditsBefore = (await getJson(`${server.url}/api/me`, host.token)).body.credits;

    server.child.kill("SIGKILL");
    await new Promise((resolve) => server.child.once("exit", resolve));
    server = await start();

    // Sessions, the lobby, the game with its submitted move, evaluation count and timer, credits.
    const after = (await getJson(`${server.url}/api/games/${code}`, host.token)).body.doc as Game;
    expect(after).toEqual(before);
    expect((await getJson(`${server.url}/api/lobbies/${code}`, host.token)).body.doc).toEqual(
      lobbyBefore,
    );
    expect((await getJson(`${server.url}/api/me`, host.token)).body.credits).toBe(creditsBefore);
    const guestView = (await getJson(`${server.url}/api/games/${code}`, guest.token)).body
      .doc as Game;
    expect(guestView.roundState.moves[guest.userId]).toBe("A fireball at Merlin");
    expect(guestView.roundState.evaluations[guest.userId]).toBe(1);

    // The round ends at its stored time, once; the host pays for it once (2 players, 1 credit).
    const resolved = await waitForGame(
      server.url,
      code,
      host,
      (game) => game.battleLog.length === 1,
      45_000,
    );
    expect(resolved.battleLog[0]?.round).toBe(1);
    expect(resolved.battleLog[0]?.timestamp).toBeGreaterThanOrEqual(before.roundState.endTime);
    expect((await getJson(`${server.url}/api/me`, host.token)).body.credits).toBe(
      Number(creditsBefore) - 1,
    );
  }, 120_000);
});
