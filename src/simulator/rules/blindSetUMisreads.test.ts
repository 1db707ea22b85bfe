import { describe, expect, it } from "vitest";
import { hurtIn, play } from "./playTable.test-helpers.js";
import { thanks } from "./tableTalk.js";

/** Moves of blind set u the referee misread, after its scores were written. */
const U3 = "Kasia:pl,Ondřej:cs,Bence:hu,Aino:fi,Rihards:lv,Jake:en";
const U7 = "অনিক:bn,सई:mr,ਗੁਰਪ੍ਰੀਤ:pa,王磊:zh,さくら:ja,xXJakeXx:en";

const hurt = hurtIn;

describe("names as players write them", () => {
  it("hears a gamer tag's name inside its wrapping, in katakana", () => {
    const round = play(U7, { さくら: "ジェイクに雷落とす⚡️ 初手から本気だよ〜" });
    expect(hurt(round)).toEqual(["xxjakexx"]);
  });

  it("names the tiger after 'নাম দিলাম', not with the word 'gave'", () => {
    const round = play(U7, { অনিক: "একটা বাঘ ডাকলাম, নাম দিলাম গাব্বু 🐯" });
    expect(Object.values(round.creatures).map((entry) => entry.creature.name)).toEqual(["গাব্বু"]);
  });

  it("names a creature whose name follows its kind: 'izsaucu lāci Bruno'", () => {
    const round = play(U3, { Rihards: "nu labi labi, atvainojos 😅 izsaucu lāci Bruno 🐻" });
    expect(Object.values(round.creatures).map((entry) => entry.creature.name)).toEqual(["Bruno"]);
  });
});

describe("talk that is no spell", () => {
  it("reads 'Bence tu čūska' as an insult, not poison", () => {
    const round = play(U3, {
      Rihards: "es izdzeru pretlīdzekli pret to indi, Bence tu čūska",
    });
    expect(hurt(round)).not.toContain("bence");
  });

  it("still casts 'fireball you idiot'", () => {
    const round = play(U3, { Jake: "fireball at bence you idiot" });
    expect(hurt(round)).toEqual(["bence"]);
  });
});

/** Moves of blind set v the referee misread, after its scores were written. */
const V1 = "xX_Lukas_Xx:de,Erik:sv,Sanne:nl,Mathilde:fr,Bert:es,Lucía:pt";

describe("thanks and who someone is, said in passing", () => {
  it("reads 'du bist jetzt mein Heiler' as talk beside a meteor", () => {
    const round = play(V1, {
      xX_Lukas_Xx: "Erik bro, du bist jetzt mein Heiler 🤝 Meteor auf Sanne",
    });
    // What he said is told back as said ("“Erik bro”, Lukas adds"); no spell goes Erik's way.
    expect(round.told.replace(/“[^”]*”/gu, "")).not.toMatch(/Erik/u);
    expect(hurtIn(round)).toEqual(["sanne"]);
  });

  it("hears thanks said at a clause's end in Turkish, Hindi and Korean", () => {
    expect(thanks("arjun zehir için teşekkürler")).toBe(true);
    expect(thanks("एमरे भाई पत्थरों के लिए शुक्रिया")).toBe(true);
    expect(thanks("미링 힐 고마워 근데 나 풀피였음")).toBe(true);
  });
});
