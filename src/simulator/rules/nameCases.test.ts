import { describe, expect, it } from "vitest";
import { creatureNameIn } from "./creatureNames.js";

// Blind readers of sets y and z marked creatures named in the case they were typed in ("Bobika",
// "Tončka", "Kārli", "Барсика") as misread: the card shows the name as its owner says it.
describe("a creature's name from the case it was summoned in", () => {
  it.each([
    ["vyvolam vlka Bobika a ide na Oksanu", "Bobik"],
    ["prikličem zmaja Tončka, naj scvre Mateja", "Tonček"],
    ["es uzsaucu golemu Kārli, sargā mani", "Kārlis"],
    ["призываю медведя Потапыча", "Потапыч"],
    ["iškviečiu vilką Vilkiuką", "Vilkiukas"],
    ["prizivam vuka Šarca", "Šarac"],
    ["vyvolávám kočku Micu", "Mica"],
    ["призываю кошку Мурку", "Мурка"],
    ["Викликаю вовка Сірка 🐺, хай гризе Андрія", "Сірко"],
    ["призываю пса Дружка", "Дружок"],
    ["Pokličem zmaja Fuzbija, naj napade Jakea!", "Fuzbi"],
  ])("%s: %s", (move, name) => {
    expect(creatureNameIn(move)).toBe(name);
  });

  it.each([
    ["izsaucu lāci Bruno", "Bruno"],
    ["prikličem zmaja Pehta 🐉 Pehta, varuj me", "Pehta"],
    ["summon a wolf Rex", "Rex"],
  ])("leaves a name in no case form as typed: %s", (move, name) => {
    expect(creatureNameIn(move)).toBe(name);
  });
});
