import { describe, expect, it } from "vitest";
import { hurtIn, play } from "./playTable.test-helpers.js";

/** Moves of blind set s the referee misread, after its scores were written. */
const S2 = "Elin:sv:1,Maddie:en:2,Sigurd:no:1,sanne:nl:2,Joãozinho:pt:1,Mads:da:2";
const S8 = "Gintė:lt:1,maddie:en:2,krists:lv:1,žiga:sl:2,सई:mr:2,ਗੈਰੀ:pa:1";
const ANYONE = "me:en,amirule:ms,Тошко:bg,Jonas:de,krists:lv,giuli:it";

const hurt = hurtIn;

describe("teams named by their side or by one of them", () => {
  it("storms the other team in Swedish and Maddie's team in Nynorsk", () => {
    const storm = play(S2, { Elin: "Jag kastar en isstorm på hela andra laget ❄️❄️" });
    expect(hurt(storm).sort()).toEqual(["maddie", "mads", "sanne"]);
    const thunder = play(S2, {
      Sigurd: "eg kastar Ragnarok-torden på heile laget til Maddie ⚡⚡",
    });
    expect(hurt(thunder).sort()).toEqual(["maddie", "mads", "sanne"]);
  });

  it("poisons 'maddie's whole team' in Lithuanian, not one's own", () => {
    const round = play(S8, { Gintė: "nuodų debesis ant visos maddie komandos ☠️" });
    expect(hurt(round)).not.toContain("krists");
    expect(hurt(round)).toContain("maddie");
  });

  it("calls a troll with Nynorsk 'ropar på ... som heiter Knut'", () => {
    const round = play(S2, { Sigurd: "ropar på ein troll som heiter Knut" });
    expect(Object.values(round.creatures).map((entry) => entry.creature.name)).toEqual(["Knut"]);
  });
});

describe("what the caster does, said in passing", () => {
  it("reads 'no magic this round' as no spell", () => {
    const round = play(ANYONE, {
      giuli: "niente magia questo turno, mi siedo e mangio una pizza guardandovi litigare 🍕😎",
    });
    expect(round.told).not.toMatch(/barrier|ward|shield/u);
  });

  it("gives oneself a break and mana, not another wizard", () => {
    const round = play(ANYONE, {
      me: "sorry amirule, to byla nehoda 🙈 dám si chvilku pauzu a nabiju manu, meditace 🧘",
    });
    expect(round.events.some((event) => (event.stat_changes.amirule?.mana_change ?? 0) > 0)).toBe(
      false,
    );
  });

  it("heals with light called up on oneself in Hungarian", () => {
    const round = play(ANYONE, { me: "gyógyító fényt idézek magamra" });
    expect(round.told).not.toMatch(/familiar|steps out/u);
  });

  it("takes another's poisoning told after 'LMAO' as talk", () => {
    const round = play(S8, { maddie: "LMAO gintė poisoned her own team 😭😭 HADOUKEN at krists" });
    expect(hurt(round)).toEqual(["krists"]);
  });

  it("gives tea in Marathi, and aims the fireball after it at krists alone", () => {
    const round = play(S8, {
      सई: "ਗੈਰੀ ला एक कप गरम चहा देते ☕ शांती! ... आणि मग krists वर आगीचा गोळा 🔥",
    });
    expect(hurt(round)).toEqual(["krists"]);
  });

  it("reads a shadow ray as shadow, and a wall 'against everyone' as one's own", () => {
    const ray = play(ANYONE, { giuli: "Yo lanzo un rayo de sombras a Jonas" }).told;
    expect(ray).toMatch(/shadow|dark|night/u);
    expect(ray).not.toMatch(/thunder|lightning/u);
    const wall = play(ANYONE, { me: "ma protejez cu un zid de usturoi 🧄 impotriva la toti" });
    expect(wall.told).not.toMatch(/Jonas|krists|giuli/u);
  });
});

describe("second clauses of set t's compound moves", () => {
  const T8 = "jake:en:1,Ivana_zg:hr:2,žiga:sl:1,Jānis:lv:2,rūta:lt:1,marek99:sk:2";

  it("heals and shields a friend in Croatian and Latvian", () => {
    const croatian = play(T8, { Ivana_zg: "Zigi treba pomoć, lijecim Žigu i dajem mu stit" });
    expect(croatian.told).toMatch(/barrier[^.]*žiga|žiga[^.]*barrier/u);
    const latvian = play(T8, {
      Jānis: "jake, tu esi ievainots – dziedinu jake un uzlieku viņam vairogu",
    });
    expect(latvian.told).toMatch(/barrier[^.]*jake|jake[^.]*barrier/u);
  });

  it("heals oneself in Slovenian and Nynorsk beside another act", () => {
    expect(play(T8, { žiga: "au to je bolelo. jaz se pozdravim" }).told).toMatch(/žiga/u);
    const nynorsk = play("Magnus:no,sanne:nl,Linnéa:sv", {
      Magnus: "Eg heilar meg sjølv litt og kastar ein tordenkile på sanne",
    });
    expect(nynorsk.told).toMatch(/heal|mend|light|glow/u);
  });
});

describe("set t's words in Malay, Hungarian, Finnish and Romanian", () => {
  const T6 = "Bence:hu:1,aino:fi:1,Andrei_x:ro:1,Kodi:id:2,jess:en:2,aisyah:ms:2";

  it("throws a water spear at Kodi in Malay, not a cat on the wind", () => {
    const round = play(T6, { aisyah: "lepas tu baling tombak air kat Kodi" });
    expect(round.told).not.toMatch(/\bcat\b|whirlwind|gust/u);
  });

  it("heals the team with a healing aura, and hits with an icicle and a bare fist", () => {
    expect(play(T6, { Bence: "Gyógyító aura a csapatomra" }).told).not.toMatch(/ground|hazard/u);
    expect(play(T6, { aino: "heitän jääpuikon Kodiin :D" }).told).not.toMatch(/mystery/u);
    expect(play(T6, { Bence: "akkor puszta kézzel behúzok Kodinak 👊" }).told).not.toMatch(
      /missile|bolt/u,
    );
  });

  it("rains acid on the other team in Malay, and takes 'GG tuturor' as a sign-off", () => {
    const acid = play(T6, { aisyah: "hujan asid atas pasukan lawan" });
    expect(acid.told).not.toMatch(/Army|steps out/u);
    expect(hurtIn(acid).sort()).toEqual(["aino", "andrei_x", "bence"]);
    expect(hurtIn(play(T6, { Andrei_x: "GG tuturor, ne dăm mâna? 🤝" }))).toEqual([]);
  });
});

describe("set t's names opening on ع", () => {
  it("hears عمران in the Bengali 'ইমরানের' (Imran's)", () => {
    const round = play("তানভীর:bn:1,jake:en:1,عمران:ur:2,सई:mr:2", {
      তানভীর: "ইমরানের মাথায় একটা বিশাল বজ্রপাত ছুঁড়ে দিলাম ⚡",
    });
    expect(hurtIn(round)).toEqual(["عمران"]);
  });
});
