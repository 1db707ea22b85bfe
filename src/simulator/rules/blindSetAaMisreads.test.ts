import { describe, expect, it } from "vitest";
import { play } from "./playTable.test-helpers.js";

// Tables of blind set aa (tests/judging/2026-11-29-aa), ids are the lowercased names.
const AA7 = "Тарас:uk,Цвети:bg,Marek:sk,Nejc:sl,Ivana:hr,Andrei:ro";

describe("set aa, game 7", () => {
  it.each([
    "bă Țveti de ce m-ai ars 😡 trăsnet pe ea",
    "de ce a lovit-o pe Ivana?? am zis pe ȚVETI. Kamehameha pe Țveti 💥",
  ])("hits Цвети, written Țveti in Romanian: %s", (move) => {
    const round = play(AA7, { Andrei: move });
    expect(round.health("цвети")).toBeLessThan(0);
    expect(round.health("ivana")).toBe(0);
  });

  it("raises no barrier for 'môj štít drží' (my shield holds)", () => {
    const round = play(AA7, { Marek: "haha môj štít drží 😎 ohnivá guľa na Nejca" });
    expect(round.health("nejc")).toBeLessThan(0);
    expect(round.told).not.toMatch(/barrier|ward/u);
  });

  it("lifts the curse for 'zrušim tu kliatbu', and casts none", () => {
    const round = play(AA7, { Marek: "ok ok nefungovalo 😅 zrušim tu kliatbu a vyliečim sa" });
    expect(round.told).not.toMatch(/hexes|curse will gnaw/u);
  });
});

describe("set aa, games 5-6", () => {
  it("lifts the poison for Malay 'buang racun', and poisons no one", () => {
    const round = play("Aina Sofea:ms,Dimas:id,Tanvir:bn", {
      "Aina Sofea": "aku buang racun dia, then angin puting beliung kat Tanvir",
    });
    expect(round.told).not.toMatch(/venom|acid|toxic|poison/u);
    expect(round.health("tanvir")).toBeLessThan(0);
  });

  it("summons Itai's golem Shlomo in Hebrew: 'מזמן גולם אבן בשם שלמה שישמור עליי'", () => {
    const round = play("איתי:he,مهسا:fa,Γιώργος:el", {
      איתי: "מזמן גולם אבן בשם שלמה שישמור עליי 🗿",
    });
    expect(round.told).toMatch(/שלמה/u);
    expect(round.health("γιώργος")).toBe(0);
  });
});

describe("set aa, games 2-4: orders and names", () => {
  it("hears 민준 written in Thai, 'มินจุน'", () => {
    const round = play("민준:ko,ปาล์ม:th,Linh:vi,Rafa:pt", { ปาล์ม: "ปาหินใส่มินจุน" });
    expect(round.health("민준")).toBeLessThan(0);
    expect(round.health("rafa")).toBe(0);
  });

  it("gives Horst the fire breath after an order that said nothing yet", () => {
    const round = play(
      "Camille:fr,Lukas:de,Kuba:pl",
      { Lukas: "Horst, nochmal, aber diesmal richtig: Feueratem auf Kuba" },
      { Horst: "Lukas|a dragon" },
    );
    expect(round.health("kuba")).toBeLessThan(0);
    // The breath is the dragon's: Lukas pays only the word of command.
    const paid = round.events.reduce(
      (sum, event) => sum + (event.stat_changes.lukas?.mana_change ?? 0),
      0,
    );
    expect(paid).toBeGreaterThan(-10);
  });
});
