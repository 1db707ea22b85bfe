import { describe, expect, it } from "vitest";
import { wizard } from "../fixtures.test-helpers.js";
import { parseMove } from "./parseMove.js";
import { readMove } from "./readMove.js";
import { namedIn } from "./targets.js";

/** Moves of blind set j, games 3 and 4, that its reader marked wrong, read again. */
describe("set j, games 3-4, read again", () => {
  const reza = wizard("r", "رضا", { language: "fa" });
  const others = [wizard("j", "Jake"), wizard("b", "Bence", { language: "hu" }), reza];

  it.each(["κεραυνός στον Ρεζά", "reza kick", "όλο το μάνα σε μια μπάλα φωτιάς στον Ρεζά"])(
    "hears the Persian name رضا in %s",
    (move) => {
      const named = namedIn({ ...parseMove(move), intent: "attack" }, others);
      expect(named.map((target) => target.name)).toEqual(["رضا"]);
    },
  );

  const read = (caster: string, language: string, move: string) => {
    const wizardCasting = wizard("c", caster, { language });
    const living = [wizardCasting, wizard("d", "Daan"), wizard("k", "Kasia"), wizard("e", "Emma")];
    return readMove(move, wizardCasting, living, []).map((action) => ({
      intent: action.move.intent,
      scope: action.move.scope,
      named: namedIn({ ...action.move, intent: "attack" }, living).map((target) => target.name),
    }));
  };

  it("throws a wall of flames at Daan rather than shielding him", () => {
    expect(read("Camille", "fr", "je balance un mur de flammes sur Daan")).toEqual([
      { intent: "attack", scope: "auto", named: ["Daan"] },
    ]);
  });

  it("still puts up a shield thrown up around someone", () => {
    expect(read("Tom", "en", "i throw up a shield around Kasia")[0]?.intent).toBe("shield");
  });

  it("cleanses the poison off the caster: 'καθαρίζω το δηλητήριο από πάνω μου'", () => {
    expect(read("Νίκος", "el", "καθαρίζω το δηλητήριο από πάνω μου")[0]).toMatchObject({
      intent: "dispel",
      scope: "self",
    });
  });

  it("shields Kasia and throws lightning at Emma, parted at Dutch 'en'", () => {
    const actions = read("Daan", "nl", "ik geef Kasia een schild en gooi een bliksem op Emma");
    expect(actions.map(({ intent, named }) => [intent, named])).toEqual([
      ["shield", ["Kasia"]],
      ["attack", ["Emma"]],
    ]);
  });

  it("poisons the whole other team round after round (Hungarian)", () => {
    const bence = wizard("b", "Bence", { language: "hu", team: 1 });
    const living = [bence, wizard("n", "Noa", { team: 1 }), wizard("j", "Jake", { team: 2 })];
    const [action] = readMove(
      "mérgező felhőt idézek az ellenfél csapatra, minden körben sebezzen",
      bence,
      [...living, wizard("p", "Ploy", { team: 2 })],
      [],
    );
    expect(action?.move.intent).toBe("dot");
    expect(action?.move.scope).toBe("all");
  });

  it("hears Hungarian 'volt' (was) as no lightning", () => {
    expect(parseMove("elég volt ebből a macskából", [], { learned: false }).element).toBeNull();
  });

  it.each([
    ["tr", "Burek, Kasia'yı ısır! hadi oğlum 😂"],
    ["vi", "Siti ơi bạn đang đánh Tomáš à 😂 ok. Burek, cắn Kasia lần cuối!"],
    ["bn", "অবশেষে শের এসেছে!! 🐅🔥 Burek, Kasia কে কামড়াও!"],
  ])("%s: sends the creature to bite, and casts nothing itself: %s", (language, move) => {
    const owner = wizard("o", "Emre", { language });
    const living = [owner, wizard("k", "Kasia"), wizard("s", "Siti"), wizard("t", "Tomáš")];
    const burek = {
      ...wizard("creature_1_o", "Burek"),
      creature: { aliases: ["burek"], kinds: [], owners: ["o"] },
    };
    const actions = readMove(move, owner, living, [burek]);
    expect(actions.map((action) => action.kind)).toEqual(["order"]);
    const aimed = namedIn({ ...actions[0]!.move, intent: "attack" }, living);
    expect(aimed.map((target) => target.name)).toEqual(["Kasia"]);
  });

  it("attacks beside the creature when they go together in Polish: 'Burek i ja atakujemy razem Daana'", () => {
    const kasia = wizard("k", "Kasia", { language: "pl" });
    const living = [kasia, wizard("d", "Daan")];
    const burek = {
      ...wizard("creature_1_k", "Burek"),
      creature: { aliases: ["burek"], kinds: [], owners: ["k"] },
    };
    const actions = readMove("Burek i ja atakujemy razem Daana", kasia, living, [burek]);
    expect(actions.map((action) => `${action.kind}:${action.move.intent}`)).toEqual([
      "order:attack",
      "spell:attack",
    ]);
  });

  it("reads a poison mist over Camille as damage every turn, not a creature (Dutch)", () => {
    expect(parseMove("ik roep een giftige mist op boven Camille, elke beurt schade").intent).toBe(
      "dot",
    );
  });

  it("parts the caster's own heal off an order at Polish 'a ja'", () => {
    const kasia = wizard("k", "Kasia", { language: "pl" });
    const living = [kasia, wizard("l", "Luca")];
    const burek = {
      ...wizard("creature_1_k", "Burek"),
      creature: { aliases: ["burek", "burka"], kinds: [], owners: ["k"] },
    };
    const actions = readMove("Burek gryź Luca a ja leczę Burka", kasia, living, [burek]);
    expect(actions.map((action) => `${action.kind}:${action.move.intent}`)).toEqual([
      "order:nothing",
      "spell:heal",
    ]);
  });
});
