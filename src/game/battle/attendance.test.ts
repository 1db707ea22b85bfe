import { describe, expect, it } from "vitest";
import type { Game } from "../../shared/documents.js";
import { awaitedPlayers } from "./attendance.js";
import { gameWith, richHost } from "./fixtures.test-helpers.js";
import { allMoved, submitMove } from "./moves.js";
import { openRound, roundDue } from "./rounds.js";
import { nextWakeUp } from "./wakeUp.js";

const NOW = 1_000_000;

function disconnect(game: Game, ...ids: string[]): Game {
  const players = { ...game.players };
  for (const id of ids) players[id] = { ...players[id]!, connected: false };
  return { ...game, players };
}

const open = openRound(gameWith(["Merlin", "Nimue", "Morgana"]), richHost, NOW);

describe("a round with a player who closed their tab", () => {
  it("resolves once every connected living human has moved, without the absent one", () => {
    const twoMoved = submitMove(submitMove(open, "merlin", "fire", NOW), "nimue", "ice", NOW);
    expect(allMoved(twoMoved)).toBe(false);
    const gone = disconnect(twoMoved, "morgana");
    expect(awaitedPlayers(gone).map((player) => player.id)).toEqual(["merlin", "nimue"]);
    expect(allMoved(gone)).toBe(true);
    expect(roundDue(gone, NOW + 1)).toBe(true);
    // The presence write stores the game as due at once: the scheduler re-checks it.
    expect(nextWakeUp(gone, NOW + 1)).toBe(NOW + 1);
  });

  it("still takes the absent player's move while the round is open", () => {
    const gone = disconnect(open, "morgana");
    const moved = submitMove(gone, "morgana", "a late spark", NOW);
    expect(moved.roundState.moves.morgana).toBe("a late spark");
  });

  it("waits for them again once they are back", () => {
    const twoMoved = submitMove(submitMove(open, "merlin", "fire", NOW), "nimue", "ice", NOW);
    const back = disconnect(twoMoved); // morgana connected, as after her socket returns
    expect(roundDue(back, NOW + 1)).toBe(false);
    expect(nextWakeUp(back, NOW + 1)).toBe(back.roundState.endTime);
  });

  it("waits for bots, and runs on its timer when no living human is connected at all", () => {
    const withBot = openRound(gameWith(["Merlin", "Nimue"], {}, ["Ash"]), richHost, NOW);
    const humanMoved = disconnect(submitMove(withBot, "merlin", "fire", NOW), "nimue");
    expect(allMoved(humanMoved)).toBe(false);
    const nobody = disconnect(submitMove(withBot, "bot_ash", "ice", NOW), "merlin", "nimue");
    expect(awaitedPlayers(nobody)).toHaveLength(3);
    expect(roundDue(nobody, NOW + 1)).toBe(false);
    expect(roundDue(nobody, nobody.roundState.endTime)).toBe(true);
  });
});
