import { describe, expect, it } from "vitest";
import { wizard } from "../fixtures.test-helpers.js";
import { readMove } from "./readMove.js";
import { namedIn } from "./targets.js";

/** Moves of blind set k, games 3 to 6, that its readers marked wrong, read again. */
describe("set k, games 3-6, read again", () => {
  const nina = wizard("n", "Nina", { language: "sl" });
  const living = [nina, wizard("l", "Luka"), wizard("i", "Ivan"), wizard("o", "Oksana")];
  const read = (move: string) =>
    readMove(move, nina, living, []).map((action) => ({
      intent: action.move.intent,
      named: namedIn({ ...action.move, intent: "attack" }, living).map((target) => target.name),
    }));

  it("does not heal Luka who 'ne rabi zdravljenja' (needs no healing)", () => {
    expect(read("ok Luka ne rabi zdravljenja lol. vodni bič na Ivana")).toEqual([
      { intent: "attack", named: ["Ivan"] },
    ]);
  });

  it("thanks Luka for the wall and storms Oksana alone", () => {
    expect(read("Luka hvala za zid 🪨 skupaj nad Oksano! ledena burja nanjo")).toEqual([
      { intent: "attack", named: ["Oksana"] },
    ]);
  });

  it("hides behind a rock in Bulgarian: 'аз се крия зад камък'", () => {
    const ivan = wizard("i", "Ivan", { language: "bg" });
    const [action] = readMove("аз се крия зад камък", ivan, [ivan, wizard("l", "Luka")], []);
    expect(action?.move.intent).toBe("dodge");
  });
});

describe("set k, game 4, read again", () => {
  const aino = wizard("a", "Aino", { language: "fi" });
  const living = [aino, wizard("n", "Andrei"), wizard("j", "Jānis")];
  const read = (move: string) =>
    readMove(move, aino, living, []).map((action) => [action.move.intent, action.move.scope]);

  it("turns back into a human rather than into something new", () => {
    expect(read("olen silli 🐟😭 ok muutun takas ihmiseks ja parannan itteni")[0]).toEqual([
      "dispel",
      "self",
    ]);
  });

  it("cleanses the curse off herself: 'mikä tää kirous on 🤢 puhdistan sen'", () => {
    expect(read("mikä tää kirous on 🤢 puhdistan sen ja heitän Andreille jääpiikin")[0]).toEqual([
      "dispel",
      "self",
    ]);
  });

  it("hears 'i got u bro' as a promise beside the shield, not a look back", () => {
    const sam = wizard("s", "Sam");
    const actions = readMove(
      "andrei ur getting bullied lol, i got u bro 🛡️ bubble shield on andrei",
      sam,
      [sam, wizard("n", "Andrei")],
      [],
    );
    expect(actions.map((action) => action.move.intent)).toEqual(["shield"]);
  });
});

describe("set k, game 3: a remark names whom the order's pronoun means", () => {
  it("sends Шаро at Oksana and the lightning too: 'Оксана изгори кучето ми 😢 Шаро, разкъсай я!'", () => {
    const ivan = wizard("i", "Ivan", { language: "bg" });
    const living = [ivan, wizard("o", "Oksana"), wizard("l", "Luka")];
    const sharo = {
      ...wizard("creature_1_i", "Шаро"),
      creature: { aliases: ["шаро"], kinds: [], owners: ["i"] },
    };
    const actions = readMove(
      "Оксана изгори кучето ми 😢 Шаро, разкъсай я! а аз мълния по нея ⚡",
      ivan,
      living,
      [sharo],
    );
    expect(
      actions.map((action) => [
        action.kind,
        namedIn({ ...action.move, intent: "attack" }, living).map((target) => target.name),
      ]),
    ).toEqual([
      ["order", ["Oksana"]],
      ["spell", ["Oksana"]],
    ]);
  });
});
