import { describe, expect, it } from "vitest";
import { parseMove } from "../parseMove.js";

/** [move, intent, element?]: typical moves a player of each language types. */
type Case = [string, string, string?];

const MOVES: Record<string, Case[]> = {
  pl: [
    ["rzucam kulę ognia w Mike", "attack", "fire"],
    ["rzucam kule ognia w Mike", "attack", "fire"],
    ["leczę się", "heal"],
    ["lecze sie", "heal"],
    ["stawiam tarczę", "shield"],
    ["przywołuję wilka", "summon"],
    ["otruwam Mike'a trucizną", "dot", "poison"],
    ["rzucam klątwę na Mike", "curse"],
    ["błyskawica na wszystkich", "area", "lightning"],
    ["wysysam życie z Mike'a", "drain"],
    ["zamieniam Mike'a w żabę", "transformation"],
  ],
  cs: [
    ["hodím ohnivou kouli na Mikea", "attack", "fire"],
    ["hodim ohnivou kouli na Mike", "attack", "fire"],
    ["vyléčím se", "heal"],
    ["vytvořím štít kolem sebe", "shield"],
    ["přivolám vlka", "summon"],
    ["otrávím Mikea jedem", "dot"],
    ["proklínám Mikea", "curse"],
    ["blesk na všechny", "area", "lightning"],
    ["vysávám život z Mikea", "drain"],
    ["proměním Mikea v žábu", "transformation"],
  ],
  sk: [
    ["hodím ohnivú guľu na Mika", "attack", "fire"],
    ["liečim sa", "heal"],
    ["vytvorím štít okolo seba", "shield"],
    ["privolám vlka", "summon"],
    ["otrávim Mika jedom", "dot"],
    ["preklínam Mika", "curse"],
    ["blesk na všetkých", "area", "lightning"],
    ["vysávam život z Mika", "drain"],
    ["premením Mika na žabu", "transformation"],
  ],
  sl: [
    ["vržem ognjeno kroglo v Mikea", "attack", "fire"],
    ["zdravim se", "heal"],
    ["naredim ščit okoli sebe", "shield"],
    ["prikličem volka", "summon"],
    ["zastrupim Mikea s strupom", "dot", "poison"],
    ["preklinjam Mikea", "curse"],
    ["strela na vse sovražnike", "area", "lightning"],
    ["izsesam življenje iz Mikea", "drain"],
    ["spremenim Mikea v žabo", "transformation"],
  ],
  hr: [
    ["bacam vatrenu kuglu na Mikea", "attack", "fire"],
    ["liječim se", "heal"],
    ["stvaram štit oko sebe", "shield"],
    ["prizivam vuka", "summon"],
    ["trujem Mikea otrovom", "dot", "poison"],
    ["proklinjem Mikea", "curse"],
    ["munja na sve neprijatelje", "area", "lightning"],
    ["isisavam život iz Mikea", "drain"],
    ["pretvaram Mikea u žabu", "transformation"],
  ],
  bg: [
    ["хвърлям огнена топка по Майк", "attack", "fire"],
    ["лекувам се", "heal"],
    ["правя щит около мен", "shield"],
    ["призовавам вълк", "summon"],
    ["отравям Майк с отрова", "dot", "poison"],
    ["проклинам Майк", "curse"],
    ["мълния по всички врагове", "area", "lightning"],
    ["изсмуквам живота на Майк", "drain"],
    ["превръщам Майк в жаба", "transformation"],
  ],
  uk: [
    ["кидаю вогняну кулю в Майка", "attack", "fire"],
    ["лікую себе", "heal"],
    ["ставлю щит навколо себе", "shield"],
    ["призиваю вовка", "summon"],
    ["отруюю Майка отрутою", "dot", "poison"],
    ["проклинаю Майка", "curse"],
    ["блискавка по всіх ворогах", "area", "lightning"],
    ["висмоктую життя з Майка", "drain"],
    ["перетворюю Майка на жабу", "transformation"],
  ],
  lt: [
    ["mėtau ugnies kamuolį į Mike", "attack", "fire"],
    ["gydau save", "heal"],
    ["sukuriu skydą aplink save", "shield"],
    ["iškviečiu vilką", "summon"],
    ["nunuodiju Mike nuodais", "dot", "poison"],
    ["prakeikiu Mike", "curse"],
    ["žaibas į visus priešus", "area", "lightning"],
    ["išsiurbiu Mike gyvybę", "drain"],
    ["paverčiu Mike varle", "transformation"],
  ],
  lv: [
    ["metu uguns bumbu uz Maiku", "attack", "fire"],
    ["dziedinu sevi", "heal"],
    ["izveidoju vairogu ap sevi", "shield"],
    ["izsaucu vilku", "summon"],
    ["saindēju Maiku ar indi", "dot", "poison"],
    ["nolādu Maiku", "curse"],
    ["zibens uz visiem ienaidniekiem", "area", "lightning"],
    ["izsūcu Maika dzīvību", "drain"],
    ["pārvēršu Maiku par vardi", "transformation"],
  ],
  ro: [
    ["arunc o minge de foc în Mike", "attack", "fire"],
    ["arunc o minge de foc in Mike", "attack", "fire"],
    ["mă vindec", "heal"],
    ["fac un scut în jurul meu", "shield"],
    ["invoc un lup", "summon"],
    ["îl otrăvesc pe Mike cu otravă", "dot", "poison"],
    ["îl blestem pe Mike", "curse"],
    ["fulger pe toți inamicii", "area", "lightning"],
    ["îi sug viața lui Mike", "drain"],
    ["îl transform pe Mike în broască", "transformation"],
  ],
};

describe("Polish, Czech, Slovak, Slovene, Croatian, Bulgarian, Ukrainian, Lithuanian, Latvian and Romanian moves", () => {
  for (const [language, cases] of Object.entries(MOVES)) {
    for (const [move, intent, element] of cases) {
      it(`${language}: "${move}" reads as ${intent}${element ? ` (${element})` : ""}`, () => {
        const parsed = parseMove(move, ["Mike", "Ana"]);
        expect(parsed.intent).toBe(intent);
        if (element) expect(parsed.element).toBe(element);
      });
    }
  }

  it("reads self-heals as aimed at the caster", () => {
    for (const move of [
      "leczę się",
      "vyléčím se",
      "liječim se",
      "лікую себе",
      "gydau save",
      "mă vindec",
    ])
      expect(parseMove(move, ["Mike", "Ana"]).scope, move).toBe("self");
  });

  it("lets a negation cancel a word and mundane acts stay no spell", () => {
    expect(parseMove("jem pizzę", ["Mike", "Ana"]).intent).toBe("nothing");
    expect(parseMove("mănânc pizza", ["Mike", "Ana"]).intent).toBe("nothing");
    expect(parseMove("ям пица", ["Mike", "Ana"]).intent).toBe("nothing");
  });

  it("scales by the language's intensifiers", () => {
    expect(parseMove("ogromna ognista burza na wszystkich", ["Mike", "Ana"]).intensity).toBe(2);
    expect(parseMove("nekonečný oheň na Mikea", ["Mike", "Ana"]).intensity).toBe(3);
    expect(parseMove("крихітна іскра в Майка", ["Mike", "Ana"]).intensity).toBe(0.5);
  });
});
