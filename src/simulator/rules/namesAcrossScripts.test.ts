import { describe, expect, it } from "vitest";
import { seededRandom } from "../../shared/random.js";
import { wizard } from "../fixtures.test-helpers.js";
import type { CombatantView } from "../types.js";
import { parseMove } from "./parseMove.js";
import { chooseTargets, namedIn } from "./targets.js";

type Name = "Mike" | "Lucía" | "Merlin" | "Jonas" | "Brenna" | "Tavi" | "Nimue" | "Lucas";
/** Two tables of four: each name sits with three others, Lucía across from Lucas. */
const tables: Name[][] = [
  ["Mike", "Lucía", "Merlin", "Jonas"],
  ["Brenna", "Tavi", "Nimue", "Lucas"],
];

function tableOf(name: string): CombatantView[] {
  const table = tables.find((seated) => seated.includes(name as Name)) ?? tables[0]!;
  return table.map((seated) => wizard(seated.toLowerCase(), seated));
}

function named(text: string, players: CombatantView[]): string[] {
  const move = parseMove(
    text,
    players.map((player) => player.name),
  );
  return namedIn(move, players).map((target) => target.name);
}

/** A player's name written the way a speaker of the move's language spells it. */
const SPELLED: [script: string, move: string, player: Name][] = [
  ["Arabic", "أرمي كرة نار على مايك", "Mike"],
  ["Arabic", "صاعقة برق على لوسيا", "Lucía"],
  ["Arabic", "أجمد ميرلين بالجليد", "Merlin"],
  ["Arabic", "أسمم برينا", "Brenna"],
  ["Arabic", "عاصفة رياح على تافي", "Tavi"],
  ["Persian", "یک گلوله آتش به مایک پرتاب می‌کنم", "Mike"],
  ["Persian", "لوسیا را منجمد می‌کنم", "Lucía"],
  ["Persian", "صاعقه روی مرلین", "Merlin"],
  ["Persian", "یوناس را مسموم می‌کنم", "Jonas"],
  ["Urdu", "مائیک پر آگ کا گولا پھینکتا ہوں", "Mike"],
  ["Urdu", "لوسیا پر بجلی گراؤ", "Lucía"],
  ["Urdu", "برینا کو زہر دو", "Brenna"],
  ["Hebrew", "אני זורק כדור אש על מייק", "Mike"],
  ["Hebrew", "ברק על לוסיה", "Lucía"],
  ["Hebrew", "מקפיא את מרלין", "Merlin"],
  ["Hebrew", "מרעיל את יונס", "Jonas"],
  ["Hebrew", "סערה על ברנה", "Brenna"],
  ["Devanagari", "माइक पर आग का गोला", "Mike"],
  ["Devanagari", "लूसिया पर बिजली गिराओ", "Lucía"],
  ["Devanagari", "मर्लिन को बर्फ में जमा दो", "Merlin"],
  ["Devanagari", "निमुए पर ज़हर", "Nimue"],
  ["Bengali", "মাইককে আগুনের গোলা ছুঁড়ি", "Mike"],
  ["Bengali", "লুসিয়ার উপর বজ্রপাত", "Lucía"],
  ["Bengali", "মার্লিনকে বরফে জমিয়ে দাও", "Merlin"],
  ["Bengali", "ব্রেনাকে বিষ দাও", "Brenna"],
  ["Gurmukhi", "ਮਾਈਕ ਤੇ ਅੱਗ ਦਾ ਗੋਲਾ", "Mike"],
  ["Gurmukhi", "ਲੂਸੀਆ ਉੱਤੇ ਬਿਜਲੀ", "Lucía"],
  ["Gurmukhi", "ਮਰਲਿਨ ਨੂੰ ਬਰਫ਼ ਵਿੱਚ ਜਮਾ ਦਿਓ", "Merlin"],
  ["Gurmukhi", "ਤਾਵੀ ਤੇ ਜ਼ਹਿਰ", "Tavi"],
  ["Thai", "ยิงลูกไฟใส่ไมค์", "Mike"],
  ["Thai", "ปาสายฟ้าใส่ลูเซีย", "Lucía"],
  ["Thai", "แช่แข็งเมอร์ลิน", "Merlin"],
  ["Thai", "วางยาพิษโยนัส", "Jonas"],
  ["Greek", "Ρίχνω μια βολίδα φωτιάς στον Μάικ", "Mike"],
  ["Greek", "Κεραυνός στη Λουσία", "Lucía"],
  ["Greek", "Παγώνω τον Μέρλιν", "Merlin"],
  ["Greek", "Δηλητηριάζω τη Μπρένα", "Brenna"],
  ["Cyrillic", "Бросаю огненный шар в Майка", "Mike"],
  ["Cyrillic", "Молния бьёт Лусию", "Lucía"],
  ["Cyrillic", "Замораживаю Мерлина", "Merlin"],
  ["Cyrillic", "Даю яд Йонасу", "Jonas"],
  ["Cyrillic", "Кидаю вогняну кулю в Таві", "Tavi"],
  ["Katakana", "マイクに火の玉を投げる", "Mike"],
  ["Katakana", "ルシアに雷を落とす", "Lucía"],
  ["Katakana", "マーリンを凍らせる", "Merlin"],
  ["Katakana", "ブレナに毒を盛る", "Brenna"],
  ["Hangul", "마이크에게 화염구를 던진다", "Mike"],
  ["Hangul", "루시아에게 번개를 내리친다", "Lucía"],
  ["Hangul", "멀린을 얼려 버린다", "Merlin"],
  ["Hangul", "요나스에게 독을 뿌린다", "Jonas"],
  ["Chinese", "向迈克扔火球", "Mike"],
  ["Chinese", "用闪电劈露西亚", "Lucía"],
  ["Chinese", "冰冻梅林", "Merlin"],
  ["Chinese", "对布伦娜下毒", "Brenna"],
  ["Chinese", "用风暴攻击塔维", "Tavi"],
];

/** Moves that name no one at either table. */
const NOBODY: [script: string, move: string][] = [
  ["Arabic", "أرمي كرة نار على العدو"],
  ["Persian", "یک طوفان بزرگ احضار می‌کنم"],
  ["Hebrew", "אני מזמן סערה גדולה"],
  ["Devanagari", "मैं एक बड़ा तूफ़ान बुलाता हूँ"],
  ["Bengali", "আমি একটি বড় ঝড় ডাকি"],
  ["Thai", "ฉันเรียกพายุใหญ่"],
  ["Greek", "Καλώ μια μεγάλη καταιγίδα"],
  ["Cyrillic", "Вызываю огромную бурю на всех нам"],
  ["Katakana", "大きな嵐を呼ぶ"],
  ["Hangul", "나는 거대한 폭풍을 부른다"],
  ["Chinese", "我召唤一场巨大的风暴"],
  ["Latin", "I throw a fireball at the dragon"],
];

describe("names across scripts", () => {
  it.each(SPELLED)("%s: %s names %s", (_script, text, player) => {
    const players = tableOf(player);
    expect(named(text, players)).toEqual([player]);
    // And the referee aims the spell there, cast by someone else at the table.
    const caster = players.find((seated) => seated.name !== player)!;
    const move = parseMove(
      text,
      players.map((seated) => seated.name),
    );
    if (move.scope === "auto" && move.intent !== "nothing")
      expect(
        chooseTargets(move, caster, players, seededRandom(3)).map((target) => target.name),
      ).toContain(player);
  });

  it.each(NOBODY)("%s: %s names no one", (_script, text) => {
    for (const table of tables) expect(named(text, tableOf(table[0]!))).toEqual([]);
  });

  it.each([
    ["أنا أرمي كرة نار", ["Ana", "Mike"]],
    ["我用火球攻击你们所有人", ["Jonas", "Lucía"]],
    ["摩根娜被闪电击中", ["Merlin", "Mike"]],
    ["Молния бьёт всех", ["Merlin", "Morgana"]],
  ])("does not hear a name in common words: %s", (text, seated) => {
    expect(
      named(
        text,
        seated.map((name) => wizard(name.toLowerCase(), name)),
      ),
    ).toEqual([]);
  });

  it.each([
    ["ブレナに毒を盛る", "Brenna"],
    ["ブレンダに毒を盛る", "Brenda"],
    ["Молния бьёт Лусию", "Lucía"],
    ["صاعقة برق على لوكاس", "Lucas"],
    ["fireball at Rob", "Rob"],
    ["огненный шар в Боба", "Bob"],
    ["מקפיא את רוב", "Rob"],
  ])("tells similar names apart: %s names %s", (text, player) => {
    const players = ["Brenna", "Brenda", "Lucía", "Lucas", "Bob", "Rob"].map((name) =>
      wizard(name.toLowerCase(), name),
    );
    expect(named(text, players)).toEqual([player]);
  });
});

describe("names in scripts that write their vowels", () => {
  it.each([
    ["मैं हीरा पर बिजली गिराता हूँ", "Hira"],
    ["เรียกหมาป่าน้ำแข็งสองตัวมาล้อมลินห์", "Linh"],
    ["หมาป่าของฉัน กัดมาเร็กเลย", "Marek"],
  ])("%s names %s", (text, player) => {
    const players = ["Hira", "Linh", "Marek", "Tavi", "Rahul"].map((name) =>
      wizard(name.toLowerCase(), name),
    );
    expect(named(text, players)).toEqual([player]);
  });
});

describe("names as players of other scripts spell them", () => {
  const table = (...names: string[]) => names.map((name) => wizard(name.toLowerCase(), name));
  const joao = table("João", "Erik", "Sara", "Oksana");
  const greek = table("Giulia", "Nikos", "Noa", "Marko");
  const mixed = table("Harpreet", "Zainab", "Ondřej", "Nika", "Marcus");
  const party = table("Jordan", "Hannah", "Boyan", "Tjaša", "Gurpreet", "Khalid", "Aisyah");
  it.each([
    ["صاعقه به ژوائو", ["João"], joao],
    ["برق على جواو", ["João"], joao],
    ["주앙한테 화염구", ["João"], joao],
    ["من جا میدم", [], joao],
    ["κεραυνός στην Τζούλια", ["Giulia"], greek],
    ["φωτιά στον Νίκο", ["Nikos"], greek],
    ["ہرپریت پر آگ کا گولہ", ["Harpreet"], mixed],
    ["ਮੈਂ ਜ਼ੈਨਬ ਤੇ ਬਿਜਲੀ ਸੁੱਟਦਾ ਹਾਂ", ["Zainab"], mixed],
    ["雷の嵐をオンドジェイに", ["Ondřej"], mixed],
    ["온드제이 얼음으로 얼려버림", ["Ondřej"], mixed],
    ["štít na seba, nikomu neverím", [], mixed],
    ["κεραυνός στον Τζόρνταν", ["Jordan"], party],
    ["удар по Хана", ["Hannah"], party],
    ["удрям Харприйт", ["Harpreet"], mixed],
    ["огън по Тяша", ["Tjaša"], party],
    ["огън по Боян", ["Boyan"], party],
    ["tűzgolyó Bojánnak", ["Boyan"], party],
    ["메테오 스트라이크 구르프릿한테", ["Gurpreet"], party],
    ["молния в Халида", ["Khalid"], party],
    ["ami ekhon Aisha ke ekta giant agun er gola marchi", ["Aisyah"], party],
    // Everyday words that sound like a short name are no one (blind set i).
    ["досить бути феєю", [], table("Budi", "Réka")],
    ["uspavam lava da bude moj", [], table("Budi", "Réka")],
    ["jégcsapdát rakok az oroszlánra", [], table("Budi", "Réka")],
    ["Jag helar mig själv", [], table("Sara", "Erik")],
    ["θεραπεία στη Λινχ", ["Linh"], table("Linh", "Eleni")],
    ["лікую Буді", ["Budi"], table("Budi", "Réka")],
    ["tűzgolyó Rékának", ["Réka"], table("Budi", "Réka")],
  ])("%s names %j", (text, expected, players) => {
    expect(named(text, players)).toEqual(expected);
  });
});

describe("Chinese names that run into each other", () => {
  it("hears 奥克萨娜 as Oksana alone, not also Sara or João", () => {
    const players = ["小林", "Sara", "Erik", "Оксана", "João"].map((name, index) =>
      wizard(`p${index}`, name),
    );
    expect(named("团团，咬奥克萨娜", players)).toEqual(["Оксана"]);
    expect(named("萨拉和埃里克", players)).toEqual(["Sara", "Erik"]);
  });
});

describe("names as set k's players spelt them", () => {
  const table = ["Sofía", "Giulia", "João", "Yuki", "Minji", "Wei"].map((name) =>
    wizard(name.toLowerCase(), name),
  );
  it.each([
    ["ウェイに雷落とす⚡", ["Wei"]],
    ["もう一回ウェイに雷！", ["Wei"]],
  ])("%s names %j (katakana ウェ is 'we')", (text, expected) => {
    expect(named(text, table)).toEqual(expected);
  });
});

describe("Baltic names with their case endings", () => {
  const table = ["Jānis", "Rūta", "Sam", "Kristaps"].map((name) =>
    wizard(name.toLowerCase(), name),
  );
  it.each([
    ["kąsk Jānį į užpakalį", ["Jānis"]],
    ["Jāni!! tu sušaldei mano drakoną", ["Jānis"]],
    ["Kristapam uguns bumba", ["Kristaps"]],
    ["Amber, pulk Jānio lokį", []],
  ])("%s names %j", (text, expected) => {
    expect(named(text, table)).toEqual(expected);
  });
});

describe("names as set x's players wrote them", () => {
  const table = (...names: string[]) => names.map((name, index) => wizard(`p${index}`, name));
  it.each([
    [
      "bu sefer Dragonslayer'a yıldırım atıyorum",
      ["xX_Dr4gonSlay3r_Xx"],
      table("xX_Dr4gonSlay3r_Xx", "Lucía", "Emre"),
    ],
    ["I summon a dragon", [], table("xX_Dr4gonSlay3r_Xx", "Lucía", "Emre")],
    ["カミーユにバリア", ["Camille"], table("Camille", "João", "Tom")],
    ["ジョアンにファイアボール", ["João"], table("Camille", "João", "Tom")],
    ["иди охраняй Жоау", ["João"], table("Camille", "João", "Tom")],
    ["metu ugnies kamuolį į Cveteliną", ["Цветелина"], table("Ingrid", "Žygimantas", "Цветелина")],
    ["冰箭射英格丽", ["Ingrid"], table("Ingrid", "Žygimantas", "Цветелина")],
    ["然后火球砸茨维特琳娜", ["Цветелина"], table("Ingrid", "Žygimantas", "Цветелина")],
    ["ildkule på Žygis", ["Žygimantas"], table("Ingrid", "Žygimantas", "Цветелина")],
    ["ildkule på alle", [], table("Ingrid", "Žygimantas", "Цветелина")],
    ["tulipallo tomásille", ["Tomás"], table("Jussi", "Tomás", "Linnea")],
    ["Komo serang Sourav!!", ["সৌরভ"], table("Budi", "সৌরভ", "Aiman")],
    ["হাহা সায়লি পুড়ে গেলি", ["सायली"], table("सायली", "BudiGG", "Thảo")],
    ["ਬਿਜਲੀ ਦਾ ਕੜਕਾ ਬੁਡੀ ਤੇ", ["BudiGG"], table("सायली", "BudiGG", "Thảo")],
    ["残りMP全部でシウにメテオ", ["Xiu"], table("Kenta", "Xiu", "Arjun")],
    ["tomate sur קאמי", ["Camille"], table("Lena", "Yossi", "Camille")],
    ["召唤一只熊猫叫团团，团团保护我", [], table("小林", "Sara", "João")],
  ])("%s names %j", (text, expected, players) => {
    expect(named(text, players)).toEqual(expected);
  });
});
