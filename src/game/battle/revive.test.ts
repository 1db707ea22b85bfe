import { describe, expect, it } from "vitest";
import type { Game } from "../../shared/documents.js";
import { gameWith, richHost } from "./fixtures.test-helpers.js";
import { reviveCounts, voteRevive, type RevivalNotice } from "./revive.js";
import { openRound } from "./rounds.js";
import { viewFor } from "./view.js";

const NOW = 1_000_000;

const notice: RevivalNotice = (name, languages) =>
  Object.fromEntries(["en", ...languages].map((language) => [language, `${language}: ${name}`]));

/** Round 1 open, Morgana fallen, Circe's tab closed past the grace. */
function table(): Game {
  const start = gameWith(["Merlin", "Nimue", "Morgana", "Circe"]);
  const open = openRound(
    {
      ...start,
      players: {
        ...start.players,
        nimue: { ...start.players.nimue!, language: "fr" },
        circe: { ...start.players.circe!, connected: false },
      },
    },
    richHost,
    NOW,
  );
  return {
    ...open,
    players: { ...open.players, morgana: { ...open.players.morgana!, defeated: true, health: 0 } },
  };
}

function closeRound(game: Game): Game {
  return { ...game, roundState: { ...game.roundState, inProgress: false } };
}

describe("revive votes with a player away", () => {
  it("needs the votes of the connected living humans only", () => {
    const game = table();
    expect(reviveCounts(game)).toEqual({ morgana: { votes: 0, needed: 2 } });
    const one = voteRevive(game, "merlin", "morgana", NOW);
    expect(reviveCounts(one)).toEqual({ morgana: { votes: 1, needed: 2 } });
    expect(openRound(closeRound(one), richHost, NOW).players.morgana?.defeated).toBe(true);
    const both = voteRevive(one, "nimue", "morgana", NOW);
    expect(reviveCounts(both)).toEqual({ morgana: { votes: 2, needed: 2 } });
    const back = openRound(closeRound(both), richHost, NOW + 1, notice);
    expect(back.players.morgana).toMatchObject({ defeated: false, health: 50 });
  });

  it("counts an absent voter's vote again only once they are back", () => {
    const voted = voteRevive(table(), "circe", "morgana", NOW);
    expect(reviveCounts(voted).morgana).toEqual({ votes: 0, needed: 2 });
    const returned = {
      ...voted,
      players: { ...voted.players, circe: { ...voted.players.circe!, connected: true } },
    };
    expect(reviveCounts(returned).morgana).toEqual({ votes: 1, needed: 3 });
  });

  it("tells the revive in the new round's log entry, in every player's language", () => {
    const both = voteRevive(voteRevive(table(), "merlin", "morgana", NOW), "nimue", "morgana", NOW);
    const back = openRound(closeRound(both), richHost, NOW + 1, notice);
    const entry = back.battleLog.at(-1);
    expect(entry?.round).toBe(2);
    expect(entry?.events).toHaveLength(1);
    expect(entry?.events[0]).toMatchObject({
      event_number: 1,
      description: "en: Morgana",
      translated_descriptions: { en: "en: Morgana", fr: "fr: Morgana" },
    });
  });

  it("shows every player how the votes stand, and nothing once nobody is down", () => {
    const one = voteRevive(table(), "merlin", "morgana", NOW);
    for (const viewer of ["merlin", "nimue", "morgana"])
      expect(viewFor(one, viewer).reviveCounts).toEqual({ morgana: { votes: 1, needed: 2 } });
    expect(
      viewFor(openRound(gameWith(["Merlin", "Nimue"]), richHost, NOW), "merlin"),
    ).not.toHaveProperty("reviveCounts");
  });
});
