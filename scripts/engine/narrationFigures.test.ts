import { describe, expect, it } from "vitest";
import {
  agreementErrors,
  closer,
  healthAmounts,
  leakedIds,
  moveNouns,
  narrationFigures,
  numberMismatch,
  quotesMove,
  skeleton,
  toldBack,
  words,
  zeroEffect,
  type NarratedEvent,
} from "./narrationFigures.js";

const NAMES = ["Merlin", "Nimue", "Morgana", "Fang"];
const IDS = { merlin: "Merlin", nimue: "Nimue", morgana: "Morgana", creature_fang: "Fang" };

function event(description: string, changes: Record<string, [number, number]> = {}): NarratedEvent {
  return {
    description,
    stat_changes: Object.fromEntries(
      Object.entries(changes).map(([id, [health, mana]]) => [
        id,
        { health_change: health, mana_change: mana },
      ]),
    ),
  };
}

describe("words", () => {
  it("lower-cases runs of letters and digits and leaves CJK out", () => {
    expect(words("Fire-ball x2, Nimue's 火球!")).toEqual(["fire", "ball", "x2", "nimue", "s"]);
  });
});

describe("quotesMove", () => {
  it("finds five consecutive words of a move, whatever the case", () => {
    const move = "I summon a Swarm of Starlight Bees at Nimue";
    expect(quotesMove("Merlin looses a swarm of starlight bees at her.", [move])).toBe(true);
    expect(quotesMove("Merlin looses a swarm of bees at her.", [move])).toBe(false);
  });

  it("counts CJK in characters", () => {
    expect(quotesMove("Merlin casts 把战场变成永恒 at Nimue.", ["把战场变成永恒的黑暗领域"])).toBe(
      true,
    );
    expect(quotesMove("Merlin casts 战场变 at Nimue.", ["把战场变成永恒的黑暗领域"])).toBe(false);
  });
});

describe("moveNouns and toldBack", () => {
  it("reads head nouns, leaving out pronouns, names and casting words", () => {
    const nouns = moveNouns("I hurl a fireball and two icy spears at Nimue with my magic", NAMES);
    expect(nouns).toContain("fireball");
    expect(nouns).toContain("spears");
    expect(nouns).not.toContain("i");
    expect(nouns).not.toContain("nimue");
    expect(nouns).not.toContain("magic");
  });

  it("matches a noun in its singular or plural", () => {
    expect(toldBack(["spears"], "An icy spear strikes Nimue: 8 damage.")).toBe(true);
    expect(toldBack(["wolf"], "Two wolves circle Nimue.")).toBe(true);
    expect(toldBack(["fireball"], "A burst of flame hits Nimue.")).toBe(false);
  });
});

describe("zeroEffect", () => {
  it("flags 0 as an amount", () => {
    expect(zeroEffect(event("Fang strikes Morgana: 0 damage.", { morgana: [0, 0] }))).toBe(true);
    expect(zeroEffect(event("Merlin heals (0).", { merlin: [0, -5] }))).toBe(true);
    expect(zeroEffect(event("Fang strikes Morgana: 10 damage.", { morgana: [-10, 0] }))).toBe(
      false,
    );
  });

  it("flags a stated effect whose stat changes are all 0", () => {
    expect(zeroEffect(event("Merlin regains 24 mana.", { merlin: [0, 0] }))).toBe(true);
    expect(zeroEffect(event("Merlin's shield takes 12 of the hit.", {}))).toBe(false);
    expect(zeroEffect(event("Nimue's words drift into the air; nothing happens.", {}))).toBe(false);
  });
});

describe("numberMismatch", () => {
  it("compares a stated amount with the named targets' health changes", () => {
    expect(
      numberMismatch(
        event("Fang strikes Morgana: 12 damage.", { morgana: [-12, 0], creature_fang: [0, 0] }),
        IDS,
      ),
    ).toBe(false);
    expect(
      numberMismatch(event("Fang strikes Morgana: 12 damage.", { morgana: [-8, 0] }), IDS),
    ).toBe(true);
  });

  it("reads area sentences: every named target that was hit took the amount", () => {
    const area =
      "Merlin and Morgana scatter as Nimue drops Chain Lightning on them: 24 damage each.";
    expect(
      numberMismatch(event(area, { nimue: [0, -29], merlin: [-24, 0], morgana: [-24, 0] }), IDS),
    ).toBe(false);
    expect(
      numberMismatch(event(area, { nimue: [0, -29], merlin: [-24, 0], morgana: [-20, 0] }), IDS),
    ).toBe(true);
  });

  it("leaves shield sizes and damage over time alone", () => {
    expect(healthAmounts("A shield springs up around Merlin, ready to absorb 80 damage.")).toEqual(
      [],
    );
    expect(healthAmounts("Merlin curses Nimue: 5 damage every round for a while.")).toEqual([]);
    expect(healthAmounts("Fang attacks Merlin for 8 damage.")).toEqual([
      { amount: 8, each: false },
    ]);
  });
});

describe("leakedIds", () => {
  it("finds internal ids", () => {
    expect(leakedIds("creature_1_morgana bristles.")).toContain("creature_");
    expect(leakedIds("player_7 waves.")).toContain("player_");
    expect(leakedIds("3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e strikes.")).toContain("uuid");
    expect(leakedIds("Merlin strikes Nimue: 8 damage.")).toEqual([]);
  });
});

describe("agreementErrors", () => {
  it("finds a list subject with a singular verb", () => {
    expect(agreementErrors("Merlin, Nimue, and Morgana heals.", NAMES)).toContain(
      "list subject with a singular verb",
    );
    expect(agreementErrors("Merlin and Morgana scatter as Nimue strikes.", NAMES)).toEqual([]);
    expect(agreementErrors("Nimue knocks the fight out of Merlin and Morgana.", NAMES)).toEqual([]);
  });

  it("finds a name that is its own object", () => {
    expect(agreementErrors("Jonas wraps Jonas in vines.", ["Jonas"])).toContain(
      "name as its own object",
    );
    expect(agreementErrors("Jonas wraps himself in vines.", ["Jonas"])).toEqual([]);
    expect(agreementErrors("Merlin's ward swallows a bolt from Merlin.", NAMES)).toEqual([]);
  });
});

describe("skeleton and closer", () => {
  it("replaces names and digits", () => {
    expect(skeleton("Fang strikes Morgana: 12 damage.", NAMES)).toBe("N strikes N: # damage.");
  });

  it("takes the last sentence of a description of two or more", () => {
    expect(closer("Merlin hits Nimue for 3 damage. The crowd gasps.", NAMES)).toBe(
      "The crowd gasps.",
    );
    expect(closer("Merlin hits Nimue for 3 damage.", NAMES)).toBeUndefined();
  });
});

describe("narrationFigures", () => {
  it("counts each figure over the rounds", () => {
    const figures = narrationFigures([
      {
        moves: [
          { text: "I throw a rock at Nimue", language: "en" },
          { text: "bola de fuego", language: "es" },
        ],
        events: [
          event("Merlin throws a rock at Nimue for 6 damage. The crowd gasps.", {
            merlin: [0, -3],
            nimue: [-6, 0],
          }),
          event("Nimue hurls fire at Merlin for 9 damage. The crowd gasps.", {
            nimue: [0, -4],
            merlin: [-7, 0],
          }),
        ],
        names: IDS,
      },
    ]);
    expect(figures.events).toBe(2);
    expect(figures.nounsToldBack).toEqual({ part: 1, whole: 1 });
    expect(figures.movesWithNouns).toEqual({ part: 1, whole: 1 });
    expect(figures.mismatches).toEqual({ part: 1, whole: 2 });
    expect(figures.quoting.part).toBe(0);
    expect(figures.commonClosers).toMatchObject({ part: 2, whole: 2 });
    expect(figures.topSkeleton.part).toBe(1);
  });
});
