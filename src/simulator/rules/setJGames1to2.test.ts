import { describe, expect, it } from "vitest";
import { wizard } from "../fixtures.test-helpers.js";
import { parseMove } from "./parseMove.js";
import { readMove } from "./readMove.js";
import { namedIn } from "./targets.js";

/** Moves of blind set j, games 1 and 2, read again after its reader's marks. */
describe("set j, games 1-2, read again", () => {
  const read = (caster: string, language: string, move: string, others: string[]) => {
    const casting = wizard("c", caster, { language });
    const living = [casting, ...others.map((name, i) => wizard(`o${i}`, name))];
    return readMove(move, casting, living, []).map((action) => ({
      intent: action.move.intent,
      named: namedIn({ ...action.move, intent: "attack" }, living).map((target) => target.name),
    }));
  };

  it("hears 'the shield holds' as talk, not a new shield (Russian)", () => {
    const actions = read("Masha", "ru", "щит держится хаха. бросаю огненный шар в Харуто", [
      "Haruto",
    ]);
    expect(actions.map((action) => action.intent)).toEqual(["attack"]);
  });

  it("removes the poison from oneself: 'ich heile mich und entferne das Gift'", () => {
    const actions = read("Lena", "de", "egal, ich heile mich und entferne das Gift", ["Jake"]);
    expect(actions.map((action) => action.intent)).toEqual(["heal", "dispel"]);
  });

  it("hears Hindi 'पर' (on) as no name: 'मैं João पर बिजली गिराती हूँ' hits João alone", () => {
    const [attack] = read("Priya", "hi", "मैं João पर बिजली गिराती हूँ ⚡", ["João", "Emily"]);
    expect(attack?.named).toEqual(["João"]);
  });

  it("hears Hinglish 'chura liya' (stole) as talk beside the team heal", () => {
    const actions = read(
      "Priya",
      "hi",
      "hahaha Emily ne dragon chura liya 😂 मैं अपनी टीम को हील करती हूँ",
      ["Emily"],
    );
    expect(actions.map((action) => action.intent)).toEqual(["heal"]);
  });

  it("cleans the poison off rather than casting it: 'zehar se saaf karti hoon'", () => {
    const [action] = read("Priya", "hi", "ab main apni team ko zehar se saaf karti hoon", []);
    expect(action?.intent).toBe("dispel");
  });

  it("freezes Elsa in Portuguese: 'vou congelar ela'", () => {
    expect(parseMove("agora vou congelar ela inteira num bloco de gelo 🧊").intent).toBe("attack");
  });

  it.each([
    ["pt", "e eu curo meu time"],
    ["pt", "escudo de água em todo o meu time!!"],
    ["hi", "मैं अपनी पूरी टीम पर सुरक्षा कवच डालती हूँ"],
  ])("%s: reaches the caster's team: %s", (_language, move) => {
    expect(parseMove(move).scope).toBe("team");
  });

  it("keeps a protest and the reason out of the throw: 'ich werf nen Eisblock auf Omar, der hat mich vergiftet'", () => {
    const actions = read(
      "Lena",
      "de",
      "hä?? ich hab Lucía gar nix gemacht, das Spiel spinnt. sorry!! ich werf nen Eisblock auf Omar, der hat mich vergiftet",
      ["Lucía", "Omar"],
    );
    expect(actions).toEqual([{ intent: "attack", named: ["Omar"] }]);
  });
});
