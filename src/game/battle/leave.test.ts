import { describe, expect, it } from "vitest";
import type { Game, GameEvent } from "../../shared/documents.js";
import { AppError } from "../../shared/errors.js";
import { gameWith, richHost } from "./fixtures.test-helpers.js";
import { leaveGame, type LeaveNotice } from "./leave.js";
import { GAME_MESSAGES } from "./messages.js";
import { applyOutcome, beginResolution } from "./referee.js";
import { recordEvaluation, submitMove } from "./moves.js";
import { voteRevive } from "./revive.js";
import { openRound, roundDue } from "./rounds.js";

const NOW = 1_000_000;

/** Stands in for the narration's locales: one line per language, naming the wizard. */
const notice: LeaveNotice = (name, languages) =>
  Object.fromEntries(["en", ...languages].map((language) => [language, `${language}: ${name}`]));

function refusal(run: () => unknown): { code: string; message: string } | null {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    throw error;
  }
  return null;
}

/** Round 1 open, everyone at full health. */
function openGame(names: string[], overrides: Partial<Game["settings"]> = {}): Game {
  return openRound(gameWith(names, overrides), richHost, NOW);
}

function narration(text: string): GameEvent {
  return {
    event_number: 1,
    timestamp: NOW,
    description: text,
    translated_descriptions: { en: text },
    delay_per_char: 30,
    stat_changes: {},
    is_final_event: true,
    text_animation_complete: false,
  };
}

describe("leaveGame", () => {
  it("takes the wizard out of the fight: defeated at 0, gone as a member, said in every language", () => {
    let game = openGame(["Merlin", "Nimue", "Morgana"]);
    game = {
      ...game,
      players: {
        ...game.players,
        nimue: { ...game.players.nimue!, language: "de" },
        morgana: { ...game.players.morgana!, language: "ja" },
      },
    };
    game = submitMove(game, "nimue", "fireball at Merlin", NOW);
    const left = leaveGame(game, "nimue", notice, NOW + 5);

    expect(left.players.nimue).toMatchObject({
      health: 0,
      defeated: true,
      left: true,
      connected: false,
    });
    expect(left.gameOver).toBeNull();
    expect(left.roundState.inProgress).toBe(true);
    // The move not yet resolved is taken back, and they no longer count as present.
    expect(left.roundState.moves).toEqual({});
    expect(left.internal?.lastCallAt).not.toHaveProperty("nimue");
    expect(left.battleLog).toHaveLength(1);
    const [line] = left.battleLog[0]!.events;
    expect(left.battleLog[0]!.round).toBe(1);
    expect(line?.description).toBe("en: Nimue");
    expect(line?.translated_descriptions).toEqual({
      en: "en: Nimue",
      de: "de: Nimue",
      ja: "ja: Nimue",
    });
  });

  it("answers the leaver as an outsider afterwards, and nobody can vote them back", () => {
    const left = leaveGame(openGame(["Merlin", "Nimue", "Morgana"]), "nimue", notice, NOW);
    const outsider = {
      code: "permission-denied",
      message: "You are not part of this game session.",
    };
    expect(refusal(() => submitMove(left, "nimue", "fireball", NOW))).toEqual(outsider);
    expect(refusal(() => recordEvaluation(left, "nimue", "fireball", NOW))).toEqual(outsider);
    expect(refusal(() => voteRevive(left, "nimue", "merlin", NOW))).toEqual(outsider);
    expect(refusal(() => leaveGame(left, "nimue", notice, NOW))).toEqual(outsider);
    expect(refusal(() => voteRevive(left, "merlin", "nimue", NOW))).toEqual({
      code: "failed-precondition",
      message: GAME_MESSAGES.leftGame,
    });
    // Those still in play on; the round no longer waits for the one who left.
    const moved = submitMove(submitMove(left, "merlin", "heal myself", NOW), "morgana", "x", NOW);
    expect(roundDue(moved, NOW)).toBe(true);
  });

  it("withdraws the leaver's revive votes and the votes for them", () => {
    let game = openGame(["Merlin", "Nimue", "Morgana", "Vivien"]);
    game = {
      ...game,
      players: {
        ...game.players,
        morgana: { ...game.players.morgana!, health: 0, defeated: true },
        vivien: { ...game.players.vivien!, health: 0, defeated: true },
      },
    };
    game = voteRevive(game, "nimue", "morgana", NOW);
    game = voteRevive(game, "merlin", "morgana", NOW);
    const left = leaveGame(game, "nimue", notice, NOW);
    expect(left.roundState.reviveVotes).toEqual({ morgana: { merlin: true } });
    const gone = leaveGame(game, "morgana", notice, NOW);
    expect(gone.roundState.reviveVotes).toEqual({});
  });

  it("ends a game of two at once, the other wizard the winner, dropping the round under way", () => {
    const resolving = beginResolution(openGame(["Merlin", "Nimue"]), "worker", NOW, "…");
    const left = leaveGame(resolving, "nimue", notice, NOW + 1);
    expect(left.gameOver).toEqual({ reason: "player_won", winners: ["merlin"], winningTeam: null });
    expect(left.roundState).toMatchObject({
      inProgress: false,
      nextRoundAt: 0,
      loading: { isLoading: false, message: "" },
    });
    expect(left.internal?.resolving).toBeNull();
  });

  it("ends the game when the wizards left standing are one team", () => {
    let game = openGame(["Merlin", "Nimue", "Morgana"], {
      enableTeams: true,
      teams: { merlin: 1, nimue: 1, morgana: 2 },
    });
    game = {
      ...game,
      players: Object.fromEntries(
        Object.entries(game.players).map(([id, player]) => [
          id,
          { ...player, team: game.settings.teams[id] ?? 0 },
        ]),
      ),
    };
    const left = leaveGame(game, "morgana", notice, NOW);
    expect(left.gameOver).toEqual({
      reason: "player_won",
      winners: ["merlin", "nimue"],
      winningTeam: 1,
    });
  });

  it("leaves a game already over as it ended", () => {
    const over = leaveGame(openGame(["Merlin", "Nimue"]), "nimue", notice, NOW);
    const after = leaveGame(over, "merlin", notice, NOW);
    expect(after.gameOver).toEqual(over.gameOver);
    expect(after.players.merlin).toMatchObject({ defeated: true, left: true });
  });

  it("keeps one log entry per round: the round's narration follows the line of who left", () => {
    const left = leaveGame(openGame(["Merlin", "Nimue", "Morgana"]), "nimue", notice, NOW);
    const resolved = applyOutcome(
      beginResolution(left, "worker", NOW, "…"),
      {
        events: [narration("Merlin heals."), { ...narration("Morgana waits."), event_number: 2 }],
        persistent_effects: [],
        creatures: {},
        manaSpent: {},
      },
      NOW + 10,
    );
    expect(resolved.battleLog).toHaveLength(1);
    expect(resolved.battleLog[0]!.round).toBe(1);
    expect(resolved.battleLog[0]!.events.map((event) => event.description)).toEqual([
      "en: Nimue",
      "Merlin heals.",
      "Morgana waits.",
    ]);
    expect(resolved.battleLog[0]!.events.map((event) => event.event_number)).toEqual([1, 2, 3]);
    // Between rounds, the line joins the entry of the round just told.
    const later = leaveGame(resolved, "morgana", notice, NOW + 20);
    expect(later.battleLog).toHaveLength(1);
    expect(later.battleLog[0]!.events.at(-1)).toMatchObject({
      description: "en: Morgana",
      event_number: 4,
    });
  });

  it("gives a line left before the first round to round 1", () => {
    const left = leaveGame(gameWith(["Merlin", "Nimue", "Morgana"]), "nimue", notice, NOW);
    expect(left.currentRound).toBe(0);
    expect(left.battleLog.map((entry) => entry.round)).toEqual([1]);
  });
});
