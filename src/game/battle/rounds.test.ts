import { describe, expect, it } from "vitest";
import { AppError } from "../../shared/errors.js";
import { gameWith, richHost } from "./fixtures.test-helpers.js";
import { allMoved, evaluationVerdict, recordEvaluation, submitMove } from "./moves.js";
import { applyOutcome, roundCost } from "./referee.js";
import { LINE_LAG_MS, READING_PAUSE_MS } from "./narrationTime.js";
import { voteRevive } from "./revive.js";
import { openRound, roundDue, trackAbsence } from "./rounds.js";
import { viewFor } from "./view.js";
import { continueGame, returnToLobby } from "./hostActions.js";
import { submitBotMoves } from "./botMoves.js";

const NOW = 1_000_000;

/** A wolf in play, as the referee stores it. */
const wolf = (name: string, owner: string, health: number) => ({
  creature: {
    name,
    description: "a wolf",
    translated_names: { en: name },
    translated_descriptions: { en: "a wolf" },
    health,
    maxHealth: 40,
    power_level: 8,
  },
  belongs_to: [owner],
  permanently_dead: false,
});

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as AppError).code;
  }
  return "none";
}

describe("openRound", () => {
  it("opens round 1 with the timer from server time, affinity at its start, no regeneration", () => {
    const game = openRound(
      gameWith(["Merlin", "Nimue"], {
        roundTime: 60,
        initialAffinity: 20,
        affinityIncrement: 5,
        initialMana: 30,
      }),
      richHost,
      NOW,
    );
    expect(game.currentRound).toBe(1);
    expect(game.roundState).toMatchObject({
      inProgress: true,
      endTime: NOW + 60_000,
      currentAffinity: 20,
      moves: {},
      evaluations: {},
    });
    expect(game.players.merlin?.mana).toBe(30);
  });

  it("regenerates mana (capped) and moves affinity from round 2, clearing the evaluation cache", () => {
    let game = openRound(
      gameWith(["Merlin", "Nimue"], {
        initialAffinity: 20,
        affinityIncrement: 5,
        initialMana: 95,
        maxMana: 100,
        manaRegen: 10,
      }),
      richHost,
      NOW,
    );
    game = {
      ...game,
      roundState: { ...game.roundState, inProgress: false },
      internal: { ...game.internal!, evaluationCache: { x: 3 } },
    };
    const second = openRound(game, richHost, NOW);
    expect(second.players.merlin?.mana).toBe(100);
    expect(second.roundState.currentAffinity).toBe(25);
    expect(second.internal?.evaluationCache).toEqual({});
  });

  it("keeps affinity at -1 (none) and mana uncapped with maxMana -1", () => {
    const game = openRound(
      gameWith(["Merlin", "Nimue"], { initialAffinity: -1, maxMana: -1 }),
      richHost,
      NOW,
    );
    const second = openRound(
      { ...game, roundState: { ...game.roundState, inProgress: false } },
      richHost,
      NOW,
    );
    expect(second.roundState.currentAffinity).toBe(-1);
    expect(second.players.merlin?.mana).toBe(1010);
  });

  it("ends the game instead when it must not go on", () => {
    const base = gameWith(["Merlin", "Nimue"], { maxRounds: 1 });
    expect(openRound(base, { ...richHost, credits: 0 }, NOW).gameOver?.reason).toBe("no_credits");
    expect(
      openRound(base, { ...richHost, credits: 0, subscriptionLapsed: true }, NOW).gameOver?.reason,
    ).toBe("subscription_expired");
    expect(openRound(base, { ...richHost, maxPlayers: 1 }, NOW).gameOver?.reason).toBe(
      "too_many_players",
    );
    expect(
      openRound({ ...base, internal: { ...base.internal!, idleRounds: 3 } }, richHost, NOW).gameOver
        ?.reason,
    ).toBe("inactivity");
    const limit = openRound({ ...base, currentRound: 1 }, richHost, NOW).gameOver;
    expect(limit).toEqual({ reason: "round_limit", winners: ["merlin"], winningTeam: null });
  });

  it("schedules bot moves shortly after opening, and bots submit varied moves naming a foe", () => {
    const game = openRound(gameWith(["Merlin"], {}, ["Sparky"]), richHost, NOW);
    expect(game.internal?.botMovesAt).toBe(NOW + 1_500);
    const moved = submitBotMoves(game);
    expect(moved.roundState.moves.bot_sparky).toMatch(/Merlin|myself|mana/);
  });
});

describe("moves and mana checks", () => {
  const open = openRound(gameWith(["Merlin", "Nimue"], { evaluationLimit: 2 }), richHost, NOW);

  it("accepts one move per living member while the round is open", () => {
    const moved = submitMove(open, "nimue", "fire at Merlin", NOW);
    expect(moved.roundState.moves.nimue).toBe("fire at Merlin");
    expect(codeOf(() => submitMove(moved, "nimue", "again", NOW))).toBe("failed-precondition");
    expect(codeOf(() => submitMove(open, "stranger", "hi", NOW))).toBe("permission-denied");
    const closed = { ...open, roundState: { ...open.roundState, inProgress: false } };
    expect(codeOf(() => submitMove(closed, "nimue", "hi", NOW))).toBe("failed-precondition");
    const dead = {
      ...open,
      players: { ...open.players, nimue: { ...open.players.nimue!, defeated: true } },
    };
    expect(codeOf(() => submitMove(dead, "nimue", "hi", NOW))).toBe("failed-precondition");
    expect(allMoved(submitMove(moved, "merlin", "ice", NOW))).toBe(true);
  });

  it("limits evaluations per player and round, and reports short mana or affinity", () => {
    let game = recordEvaluation(open, "nimue", "a", NOW).game;
    game = recordEvaluation(game, "nimue", "b", NOW).game;
    expect(codeOf(() => recordEvaluation(game, "nimue", "c", NOW))).toBe("resource-exhausted");
    expect(recordEvaluation(game, "merlin", "a", NOW).game.roundState.evaluations).toEqual({
      nimue: 2,
      merlin: 1,
    });
    expect(evaluationVerdict(50, 40, -1)).toEqual({
      mana_cost: 50,
      notEnoughMana: true,
      notEnoughAffinity: false,
    });
    expect(evaluationVerdict(50, 400, 30)).toEqual({
      mana_cost: 50,
      notEnoughMana: false,
      notEnoughAffinity: true,
    });
  });

  it("resolves when everyone living moved or time ran out", () => {
    expect(roundDue(open, NOW)).toBe(false);
    expect(roundDue(open, open.roundState.endTime)).toBe(true);
  });

  it("hides other players' pending moves and the server's bookkeeping", () => {
    const moved = submitMove(open, "nimue", "secret plan", NOW);
    const view = viewFor(moved, "merlin");
    expect(view.roundState.moves).toEqual({ nimue: "" });
    expect(view.internal).toBeUndefined();
    expect(viewFor(moved, "nimue").roundState.moves).toEqual({ nimue: "secret plan" });
  });

  it("shows each player only their own count of mana checks while the round is open", () => {
    const checked = recordEvaluation(
      recordEvaluation(open, "nimue", "a", NOW).game,
      "merlin",
      "b",
      NOW,
    ).game;
    expect(viewFor(checked, "merlin").roundState.evaluations).toEqual({ merlin: 1 });
    expect(viewFor(checked, "nimue").roundState.evaluations).toEqual({ nimue: 1 });
    expect(viewFor(open, "merlin").roundState.evaluations).toEqual({});
  });
});

describe("the referee", () => {
  const open = openRound(
    gameWith(["Merlin", "Nimue", "Morgana"], { maxHealth: 100, maxMana: 100, initialMana: 50 }),
    richHost,
    NOW,
  );
  const event = (changes: Record<string, { health_change: number; mana_change: number }>) => ({
    event_number: 1,
    timestamp: NOW,
    description: "x",
    translated_descriptions: { en: "x" },
    delay_per_char: 30,
    stat_changes: changes,
    is_final_event: true,
    text_animation_complete: false,
  });

  it("applies changes only to ids that exist, capped, and defeats at 0", () => {
    const game = applyOutcome(
      open,
      {
        events: [
          event({
            merlin: { health_change: 50, mana_change: 500 },
            nimue: { health_change: -150, mana_change: 0 },
            ghost: { health_change: -5, mana_change: 0 },
          }),
        ],
        persistent_effects: [],
        creatures: {},
        manaSpent: {},
      },
      NOW,
    );
    expect(game.players.merlin).toMatchObject({ health: 100, mana: 100 });
    expect(game.players.nimue).toMatchObject({ health: 0, defeated: true });
    expect(game.players).not.toHaveProperty("ghost");
    expect(game.battleLog).toHaveLength(1);
    // The next round waits for the one character of narration, typed at 30 ms, and a pause.
    expect(game.roundState).toMatchObject({
      inProgress: false,
      nextRoundAt: NOW + 30 + READING_PAUSE_MS + LINE_LAG_MS,
    });
  });

  it("ignores changes an AI referee aims at prototype names", () => {
    // JSON.parse keeps "__proto__" as an own key, as an answer from a model would carry it.
    const changes = JSON.parse(
      '{"__proto__": {"health_change": -5, "mana_change": 0}, "constructor": {"health_change": -5, "mana_change": 0}, "toString": {"health_change": -5, "mana_change": 0}}',
    ) as Record<string, { health_change: number; mana_change: number }>;
    const spent = JSON.parse('{"__proto__": 5, "hasOwnProperty": 5}') as Record<string, number>;
    const game = applyOutcome(
      open,
      {
        events: [event(changes)],
        persistent_effects: [],
        creatures: {},
        manaSpent: spent,
      },
      NOW,
    );
    expect(Object.keys(game.players).sort()).toEqual(["merlin", "morgana", "nimue"]);
    expect(game.players.merlin).toMatchObject({ health: 100, mana: 50 });
    expect(({} as Record<string, unknown>).health).toBeUndefined();
    expect((Object as unknown as Record<string, unknown>).health).toBeUndefined();
  });

  it("never lets a caster spend more than their mana or the affinity", () => {
    const withAffinity = { ...open, roundState: { ...open.roundState, currentAffinity: 10 } };
    const game = applyOutcome(
      withAffinity,
      {
        events: [event({ merlin: { health_change: 0, mana_change: -45 } })],
        persistent_effects: [],
        creatures: {},
        manaSpent: { merlin: 45 },
      },
      NOW,
    );
    expect(game.players.merlin?.mana).toBe(40);
  });

  it("ends a summoning with its creature and moves it to the creature's new owner", () => {
    const summoning = (name: string, owner: string) => ({
      name,
      description: name,
      translated_names: { en: name },
      translated_descriptions: { en: name },
      type: "SUMMON" as const,
      duration_in_rounds: -1,
      sourcePlayer: owner,
      affectedPlayers: [owner],
    });
    const game = applyOutcome(
      {
        ...open,
        creatures: {
          creature_1_nimue: wolf("Fang", "Nimue", 5),
          creature_1_merlin: wolf("Biscuit", "Morgana", 30),
        },
        persistentEffects: [summoning("Fang", "nimue"), summoning("Biscuit", "merlin")],
      },
      {
        events: [event({ creature_1_nimue: { health_change: -5, mana_change: 0 } })],
        persistent_effects: [],
        creatures: {},
        manaSpent: {},
      },
      NOW,
    );
    expect(game.persistentEffects.map((effect) => effect.name)).toEqual(["Biscuit"]);
    expect(game.persistentEffects[0]?.affectedPlayers).toEqual(["morgana"]);
  });

  it("lets a curse go of a creature slain and a wizard defeated, and keeps it on the rest", () => {
    const curse = {
      name: "Slow-burning Hex",
      description: "Slow-burning Hex",
      translated_names: { en: "Slow-burning Hex" },
      translated_descriptions: { en: "Slow-burning Hex" },
      type: "CURSE" as const,
      duration_in_rounds: 3,
      sourcePlayer: "merlin",
      magnitude: 4,
    };
    const game = applyOutcome(
      {
        ...open,
        creatures: {
          creature_1_nimue: wolf("Fang", "Nimue", 5),
        },
        persistentEffects: [
          { ...curse, affectedPlayers: ["creature_1_nimue", "nimue"] },
          { ...curse, name: "Toxic Dart", affectedPlayers: ["morgana"] },
        ],
      },
      {
        events: [
          event({
            creature_1_nimue: { health_change: -5, mana_change: 0 },
            morgana: { health_change: -200, mana_change: 0 },
          }),
        ],
        persistent_effects: [],
        creatures: {},
        manaSpent: {},
      },
      NOW,
    );
    expect(game.persistentEffects.map((effect) => [effect.name, effect.affectedPlayers])).toEqual([
      ["Slow-burning Hex", ["nimue"]],
    ]);
  });

  it("declares the last one standing the winner and everyone falling together a tie", () => {
    const won = applyOutcome(
      open,
      {
        events: [
          event({
            nimue: { health_change: -200, mana_change: 0 },
            morgana: { health_change: -200, mana_change: 0 },
          }),
        ],
        persistent_effects: [],
        creatures: {},
        manaSpent: {},
      },
      NOW,
    );
    expect(won.gameOver).toEqual({ reason: "player_won", winners: ["merlin"], winningTeam: null });
    const tie = applyOutcome(
      open,
      {
        events: [
          event({
            merlin: { health_change: -200, mana_change: 0 },
            nimue: { health_change: -200, mana_change: 0 },
            morgana: { health_change: -200, mana_change: 0 },
          }),
        ],
        persistent_effects: [],
        creatures: {},
        manaSpent: {},
      },
      NOW,
    );
    expect(tie.gameOver?.reason).toBe("tie");
  });

  it("lets a non-zero team win together", () => {
    const teamGame = {
      ...open,
      settings: { ...open.settings, enableTeams: true },
      players: {
        ...open.players,
        merlin: { ...open.players.merlin!, team: 2 },
        nimue: { ...open.players.nimue!, team: 2 },
        morgana: { ...open.players.morgana!, team: 1 },
      },
    };
    const won = applyOutcome(
      teamGame,
      {
        events: [event({ morgana: { health_change: -500, mana_change: 0 } })],
        persistent_effects: [],
        creatures: {},
        manaSpent: {},
      },
      NOW,
    );
    expect(won.gameOver).toMatchObject({ reason: "player_won", winningTeam: 2 });
  });

  it("counts effects down, keeps infinite ones, and kills creatures for good at 0", () => {
    const effect = {
      name: "e",
      description: "e",
      translated_names: {},
      translated_descriptions: {},
      type: "CURSE" as const,
      sourcePlayer: "merlin",
      affectedPlayers: ["nimue"],
    };
    const game = {
      ...open,
      persistentEffects: [
        { ...effect, duration_in_rounds: 1 },
        { ...effect, duration_in_rounds: -1 },
        { ...effect, duration_in_rounds: 3 },
      ],
    };
    const creature = {
      creature: {
        name: "Fang",
        description: "",
        translated_names: {},
        translated_descriptions: {},
        health: 10,
        maxHealth: 10,
        power_level: 2,
      },
      belongs_to: ["Merlin"],
      permanently_dead: false,
    };
    const next = applyOutcome(
      game,
      {
        events: [event({ creature_1: { health_change: -15, mana_change: 0 } })],
        persistent_effects: [],
        creatures: { creature_1: creature },
        manaSpent: {},
      },
      NOW,
    );
    expect(next.persistentEffects.map((e) => e.duration_in_rounds)).toEqual([-1, 2]);
    expect(next.creatures.creature_1).toMatchObject({ permanently_dead: true });
  });

  it("frees the players a dispel names from stored effects, dropping effects left on no one", () => {
    const effect = {
      name: "e",
      description: "e",
      translated_names: {},
      translated_descriptions: {},
      type: "BARRIER" as const,
      sourcePlayer: "nimue",
      duration_in_rounds: 3,
    };
    const game = {
      ...open,
      persistentEffects: [
        { ...effect, affectedPlayers: ["nimue"] },
        { ...effect, affectedPlayers: ["nimue", "morgana"] },
      ],
    };
    const next = applyOutcome(
      game,
      {
        events: [event({})],
        persistent_effects: [],
        creatures: {},
        manaSpent: {},
        stripped_effects: [
          { index: 0, players: ["nimue"] },
          { index: 1, players: ["nimue"] },
        ],
      },
      NOW,
    );
    expect(next.persistentEffects.map((e) => e.affectedPlayers)).toEqual([["morgana"]]);
  });

  it("costs half a credit per player alive at the round's start", () => {
    expect(roundCost(open)).toBe(1.5);
  });
});

describe("revives, absence and host actions", () => {
  const open = openRound(
    gameWith(["Merlin", "Nimue", "Morgana"], {
      initialHealth: 100,
      maxHealth: 100,
      initialMana: 50,
    }),
    richHost,
    NOW,
  );
  const fallen = {
    ...open,
    players: { ...open.players, morgana: { ...open.players.morgana!, defeated: true, health: 0 } },
  };

  it("revives with half the initial health once every living human voted", () => {
    let game = voteRevive(fallen, "merlin", "morgana", NOW);
    expect(codeOf(() => voteRevive(game, "merlin", "morgana", NOW))).toBe("already-exists");
    expect(codeOf(() => voteRevive(game, "morgana", "merlin", NOW))).toBe("failed-precondition");
    const oneVote = openRound(
      { ...game, roundState: { ...game.roundState, inProgress: false } },
      richHost,
      NOW,
    );
    expect(oneVote.players.morgana?.defeated).toBe(true);
    game = voteRevive(game, "nimue", "morgana", NOW);
    const back = openRound(
      { ...game, roundState: { ...game.roundState, inProgress: false } },
      richHost,
      NOW,
    );
    expect(back.players.morgana).toMatchObject({ defeated: false, health: 50, mana: 50 });
    expect(back.roundState.reviveVotes).toEqual({});
  });

  it("ends the game when no human has been present for a minute, counting function callers", () => {
    const gone = {
      ...open,
      players: Object.fromEntries(
        Object.entries(open.players).map(([id, p]) => [id, { ...p, connected: false }]),
      ),
    };
    const marked = trackAbsence(gone, NOW);
    expect(marked.internal?.absentSince).toBe(NOW);
    expect(trackAbsence(marked, NOW + 59_000).gameOver).toBeNull();
    expect(trackAbsence(marked, NOW + 60_000).gameOver?.reason).toBe("all_disconnected");
    const caller = {
      ...marked,
      internal: { ...marked.internal!, lastCallAt: { nimue: NOW + 30_000 } },
    };
    expect(trackAbsence(caller, NOW + 60_000).internal?.absentSince).toBe(0);
  });

  it("continues after no_credits only for the host with credits", () => {
    const over = {
      ...open,
      gameOver: { reason: "no_credits" as const, winners: [], winningTeam: null },
    };
    expect(codeOf(() => continueGame(over, "nimue", 10, NOW))).toBe("permission-denied");
    expect(codeOf(() => continueGame(over, "merlin", 0, NOW))).toBe("resource-exhausted");
    expect(continueGame(over, "merlin", 10, NOW)).toMatchObject({
      gameOver: null,
      roundState: { nextRoundAt: NOW },
    });
    const won = {
      ...open,
      gameOver: { reason: "player_won" as const, winners: ["merlin"], winningTeam: null },
    };
    expect(codeOf(() => continueGame(won, "merlin", 10, NOW))).toBe("failed-precondition");
  });

  it("returns to the lobby with connected players and bots, dropping the disconnected", () => {
    const lobbyPlayers = Object.fromEntries(
      Object.values(open.players).map((p, i) => [
        p.id,
        {
          id: p.id,
          name: p.name,
          isHost: p.isHost,
          isBot: p.isBot,
          iconId: 0,
          team: 0,
          language: "en",
          connected: true,
          joinedAt: i,
        },
      ]),
    );
    const lobby = {
      code: "ABCDEF",
      status: "in-game" as const,
      hostId: "merlin",
      players: lobbyPlayers,
      settings: open.settings,
      userMaxPlayers: 8,
      createdAt: 0,
    };
    const game = {
      ...open,
      players: { ...open.players, nimue: { ...open.players.nimue!, connected: false } },
    };
    const back = returnToLobby(game, lobby, "merlin");
    expect(back.status).toBe("waiting");
    expect(Object.keys(back.players).sort()).toEqual(["merlin", "morgana"]);
    expect(codeOf(() => returnToLobby(game, lobby, "nimue"))).toBe("permission-denied");
  });
});
