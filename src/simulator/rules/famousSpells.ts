import type { Element, Intent } from "./lexicon.js";
import { editDistance } from "./editDistance.js";
import { romanize, soundKey } from "./romanize.js";

/**
 * Famous spells and attacks from games, books and films ("Power Word Kill", "Avada Kedavra",
 * "Kamehameha", "Fus Ro Dah"), with the reading the referee should give them. A player who names
 * one means that spell, at that spell's power, whatever the rest of the sentence says.
 *
 * Matching: the move is lower-cased, stripped of accents and apostrophes, its punctuation turned to
 * spaces and its repeated letters squeezed ("KAMEHAMEHAAAA!!!" reads as "kamehameha",
 * "expeliarmus" as "expelliarmus"); a name matches as whole words, with or without the spaces
 * between its words ("fusrodah", "power-word kill") and with a plural "s". One precompiled regular
 * expression finds every name, longest first, so "Mass Cure Wounds" wins over "Cure Wounds".
 *
 * Names that are also everyday words ("Shield", "Heal", "Wish", "Sleep", "Haste", "Darkness") are
 * marked `generic`: they count only when the move casts them ("I cast Shield", "using Haste",
 * "invokes Wish"), calls them a spell ("the Sleep spell") or is nothing but the name ("HEAL!").
 * "I raise a shield" and "I heal myself" are ordinary moves and stay with the lexicon.
 *
 * When a move names several, one that is cast ("cast", "use", "with", "shout", ...) wins, then the
 * earliest: "I block the Fireball with Protego" is Protego, "Fireball, then Haste" is Fireball.
 * A name right after a negation ("not a fireball", "I'm NOT casting Fireball") or a pronoun owner
 * ("dodge her fireball") is someone else's or taken back, and is skipped. Whole-move cancellations
 * ("Fireball! ...just kidding") are left to the caller, which already reads them.
 */

/** Intensity steps: cantrips 0.5–0.75, signature attacks 1–1.5, ultimates 2, legends 3. */
export type FamousIntensity = 0.5 | 0.75 | 1 | 1.5 | 2 | 3;

export interface FamousSpell {
  name: string;
  intent: Exclude<Intent, "nothing">;
  element: Element | null;
  intensity: FamousIntensity;
  scope?: "self" | "team" | "all" | "area";
  /** What a summoning spell calls up, by name: Expecto Patronum's "Patronus". */
  creature?: string;
}

interface Entry {
  spell: FamousSpell;
  aliases: readonly string[];
  generic: boolean;
}

interface Options {
  /** Other spellings and names ("hadoken", "genki dama"). */
  aka?: readonly string[];
  /** An everyday word: counts only when cast, called a spell or alone. */
  generic?: boolean;
  scope?: FamousSpell["scope"];
  creature?: string;
}

function e(
  name: string,
  intent: FamousSpell["intent"],
  element: Element | null,
  intensity: FamousIntensity,
  options: Options = {},
): Entry {
  const spell: FamousSpell = { name, intent, element, intensity };
  if (options.scope) spell.scope = options.scope;
  if (options.creature) spell.creature = options.creature;
  return { spell: Object.freeze(spell), aliases: options.aka ?? [], generic: !!options.generic };
}

const G = { generic: true } as const;

const ENTRIES: readonly Entry[] = [
  // --- Dungeons & Dragons (5e SRD and friends) ---
  e("Fireball", "attack", "fire", 1.5),
  e("Delayed Blast Fireball", "area", "fire", 2, { scope: "area" }),
  e("Fire Bolt", "attack", "fire", 0.75),
  e("Ray of Frost", "attack", "ice", 0.75),
  e("Shocking Grasp", "attack", "lightning", 0.75),
  e("Chill Touch", "attack", "shadow", 0.75),
  e("Poison Spray", "attack", "poison", 0.75),
  e("Acid Splash", "attack", "poison", 0.5),
  e("Thorn Whip", "attack", "nature", 0.75),
  e("Vicious Mockery", "debuff", "arcane", 0.5),
  e("Magic Missile", "attack", "arcane", 0.75, { aka: ["magic missle", "magic misile"] }),
  e("Eldritch Blast", "attack", "arcane", 0.5, { aka: ["eldrich blast", "eldritch blast"] }),
  e("Sacred Flame", "attack", "light", 0.75),
  e("Toll the Dead", "attack", "shadow", 0.75),
  e("Guiding Bolt", "attack", "light", 1),
  e("Witch Bolt", "attack", "lightning", 1),
  e("Scorching Ray", "attack", "fire", 1),
  e("Burning Hands", "attack", "fire", 1),
  e("Thunderwave", "area", "lightning", 1, { scope: "area", aka: ["thunder wave"] }),
  e("Shatter", "attack", "lightning", 1, G),
  e("Lightning Bolt", "attack", "lightning", 1.5),
  e("Chain Lightning", "area", "lightning", 1.5, { scope: "area" }),
  e("Call Lightning", "area", "lightning", 1.5, { scope: "area", generic: true }),
  e("Cone of Cold", "area", "ice", 1.5, { scope: "area" }),
  e("Ice Storm", "area", "ice", 1.5, { scope: "area" }),
  e("Sleet Storm", "zone", "ice", 1.5),
  e("Flame Strike", "attack", "fire", 1.5),
  e("Sunbeam", "attack", "light", 1.5, G),
  e("Sunburst", "area", "light", 2, { scope: "area", generic: true }),
  e("Prismatic Spray", "area", "light", 2, { scope: "area" }),
  e("Disintegrate", "attack", "arcane", 2),
  e("Finger of Death", "attack", "shadow", 2),
  e("Meteor Swarm", "area", "fire", 2, { scope: "area" }),
  e("Storm of Vengeance", "area", "lightning", 2, { scope: "area" }),
  e("Earthquake", "area", "earth", 2, { scope: "area", generic: true }),
  e("Tsunami", "area", "water", 2, { scope: "area", generic: true }),
  e("Blight", "attack", "shadow", 1.5, G),
  e("Divine Smite", "attack", "light", 1),
  e("Power Word Kill", "attack", "arcane", 3, { aka: ["pwk"] }),
  e("Power Word Stun", "debuff", "arcane", 1.5),
  e("Power Word Heal", "heal", "light", 2),
  // Wish can do anything; alone it reads as the caster bending reality in their favour.
  e("Wish", "buff", "arcane", 3, { scope: "self", generic: true }),
  e("Time Stop", "debuff", "arcane", 3, { scope: "area", aka: ["stop time"] }),
  e("Cure Wounds", "heal", "light", 0.75, { aka: ["cure wound"] }),
  e("Mass Cure Wounds", "heal", "light", 1.5, { scope: "team" }),
  e("Healing Word", "heal", "light", 0.75),
  e("Mass Healing Word", "heal", "light", 1, { scope: "team" }),
  e("Prayer of Healing", "heal", "light", 1, { scope: "team" }),
  e("Heal", "heal", "light", 1, G),
  e("Mass Heal", "heal", "light", 2, { scope: "team" }),
  e("Spare the Dying", "heal", "light", 0.5),
  e("Goodberry", "heal", "nature", 0.5),
  e("Revivify", "heal", "light", 1.5),
  e("Raise Dead", "heal", "light", 2),
  e("Resurrection", "heal", "light", 2, G),
  e("True Resurrection", "heal", "light", 3),
  e("Greater Restoration", "dispel", "light", 1.5),
  e("Remove Curse", "dispel", "light", 1),
  e("Counterspell", "dispel", "arcane", 1, { aka: ["counter spell"] }),
  e("Dispel Magic", "dispel", "arcane", 1),
  e("Shield", "shield", "arcane", 1, { scope: "self", generic: true }),
  e("Shield of Faith", "shield", "light", 0.75),
  e("Mage Armor", "shield", "arcane", 0.75, { scope: "self", aka: ["mage armour"] }),
  e("Armor of Agathys", "shield", "ice", 1, { scope: "self", aka: ["armour of agathys"] }),
  e("Stoneskin", "shield", "earth", 1.5, { aka: ["stone skin"] }),
  e("Sanctuary", "shield", "light", 1, G),
  e("Wall of Force", "shield", "arcane", 1.5),
  e("Globe of Invulnerability", "shield", "arcane", 2, { scope: "self" }),
  e("Hellish Rebuke", "reflect", "fire", 1),
  e("Polymorph", "transformation", "arcane", 1.5, { aka: ["polymorph sheep", "poly morph"] }),
  e("True Polymorph", "transformation", "arcane", 2),
  e("Misty Step", "dodge", "arcane", 0.75, { scope: "self" }),
  e("Blink", "dodge", "arcane", 1, { scope: "self", generic: true }),
  e("Dimension Door", "dodge", "arcane", 1.5, { scope: "self" }),
  e("Mirror Image", "dodge", "arcane", 1, { scope: "self" }),
  e("Invisibility", "dodge", "arcane", 1, { scope: "self" }),
  e("Greater Invisibility", "dodge", "arcane", 1.5, { scope: "self" }),
  e("Feather Fall", "dodge", "wind", 0.5),
  e("Fly", "buff", "wind", 1, G),
  e("Haste", "buff", "arcane", 1.5, G),
  e("Bless", "buff", "light", 1, { scope: "team", generic: true }),
  e("Heroism", "buff", "light", 1, G),
  e("Foresight", "buff", "arcane", 2, G),
  e("Slow", "debuff", "arcane", 1, G),
  e("Bane", "debuff", "shadow", 1, G),
  e("Hex", "curse", "shadow", 1, G),
  e("Hunter's Mark", "debuff", "nature", 0.75),
  e("Faerie Fire", "debuff", "light", 0.75, { aka: ["fairy fire"] }),
  e("Hold Person", "debuff", "arcane", 1.5),
  e("Hold Monster", "debuff", "arcane", 2),
  e("Sleep", "debuff", "arcane", 1, G),
  e("Fear", "debuff", "shadow", 1, G),
  e("Charm Person", "debuff", "arcane", 1),
  e("Dominate Person", "debuff", "arcane", 1.5),
  e("Hypnotic Pattern", "debuff", "arcane", 1.5, { scope: "area" }),
  e("Tasha's Hideous Laughter", "debuff", "arcane", 1, { aka: ["hideous laughter"] }),
  e("Otto's Irresistible Dance", "debuff", "arcane", 1.5, { aka: ["irresistible dance"] }),
  e("Banishment", "debuff", "arcane", 1.5),
  e("Feeblemind", "debuff", "arcane", 2),
  e("Maze", "debuff", "arcane", 2, G),
  e("Imprisonment", "debuff", "arcane", 2, G),
  e("Entangle", "debuff", "nature", 0.75, G),
  e("Web", "debuff", "nature", 1, G),
  e("Silence", "debuff", "arcane", 1, G),
  e("Vampiric Touch", "drain", "shadow", 1),
  e("Melf's Acid Arrow", "dot", "poison", 1, { aka: ["acid arrow"] }),
  e("Cloudkill", "zone", "poison", 1.5, { aka: ["cloud kill"] }),
  e("Stinking Cloud", "zone", "poison", 1),
  e("Fog Cloud", "zone", "water", 0.75, G),
  e("Wall of Fire", "zone", "fire", 1.5),
  e("Wall of Ice", "shield", "ice", 1.5),
  e("Incendiary Cloud", "zone", "fire", 2),
  e("Darkness", "zone", "shadow", 1, G),
  e("Moonbeam", "zone", "light", 1, G),
  e("Spirit Guardians", "zone", "light", 1.5),
  e("Hunger of Hadar", "zone", "shadow", 1.5),
  e("Evard's Black Tentacles", "zone", "shadow", 1.5, { aka: ["black tentacles"] }),
  e("Insect Plague", "zone", "nature", 1.5),
  e("Spiritual Weapon", "summon", "arcane", 1),
  e("Animate Dead", "summon", "shadow", 1.5),
  e("Conjure Animals", "summon", "nature", 1.5),
  e("Find Familiar", "summon", "arcane", 0.75),
  e("Bigby's Hand", "attack", "arcane", 1.5),
  e("Mordenkainen's Sword", "summon", "arcane", 1.5),

  // --- Harry Potter ---
  e("Avada Kedavra", "attack", "shadow", 3, {
    aka: [
      "avada kadavra",
      "avada cadavra",
      "avada kedabra",
      "avada kedavera",
      "killing curse",
      "avada",
      "아바다 케다브라",
      "アバダ・ケダブラ",
      "アバダケダブラ",
      "阿瓦达索命",
      "阿瓦達索命",
    ],
  }),
  e("Crucio", "curse", "shadow", 2, { aka: ["cruciatus", "cruciatus curse"] }),
  e("Imperio", "debuff", "arcane", 2, { aka: ["imperius", "imperius curse"] }),
  e("Expelliarmus", "debuff", "arcane", 1, {
    aka: ["expelliarmous", "expelliramus", "expelli armus", "expeliarmus"],
  }),
  e("Stupefy", "debuff", "arcane", 1, { aka: ["stupify", "stunning spell"] }),
  e("Petrificus Totalus", "debuff", "earth", 1, { aka: ["petrificus totallus", "body bind"] }),
  e("Impedimenta", "debuff", "arcane", 1),
  e("Rictusempra", "debuff", "arcane", 0.5),
  e("Tarantallegra", "debuff", "arcane", 0.75),
  e("Obliviate", "debuff", "arcane", 1),
  e("Confundo", "debuff", "arcane", 0.75),
  e("Silencio", "debuff", "arcane", 0.75, G),
  e("Wingardium Leviosa", "debuff", "wind", 0.75, {
    aka: [
      "wingardium leviosar",
      "wingardium levioza",
      "wingardium leviousa",
      "leviosa",
      "ウィンガーディアム・レヴィオーサ",
      "ウィンガーディアムレヴィオーサ",
      "윙가르디움 레비오사",
      "羽加迪姆勒维奥萨",
    ],
  }),
  e("Levicorpus", "debuff", "wind", 0.75),
  e("Accio", "debuff", "arcane", 0.5),
  e("Morsmordre", "debuff", "shadow", 1, { aka: ["dark mark"] }),
  e("Expecto Patronum", "summon", "light", 1.5, {
    aka: ["expecto patronus", "expecto petronum", "expecto patronam", "patronus charm"],
    creature: "Patronus",
  }),
  e("Serpensortia", "summon", "poison", 1),
  e("Protego", "shield", "arcane", 1),
  e("Protego Maxima", "shield", "arcane", 2, { scope: "team", aka: ["protego totalum"] }),
  e("Sectumsempra", "dot", "shadow", 1.5, { aka: ["sectum sempra"] }),
  e("Confringo", "attack", "fire", 1),
  e("Incendio", "attack", "fire", 1, G),
  e("Fiendfyre", "area", "fire", 2, { scope: "area", aka: ["fiend fyre", "fiendfire"] }),
  e("Bombarda", "attack", "arcane", 1),
  e("Bombarda Maxima", "attack", "arcane", 1.5),
  e("Reducto", "attack", "arcane", 1),
  e("Diffindo", "attack", "arcane", 0.75),
  e("Depulso", "attack", "wind", 0.75),
  e("Flipendo", "attack", "wind", 0.75),
  e("Aguamenti", "attack", "water", 0.75),
  e("Glacius", "attack", "ice", 0.75),
  e("Lumos", "buff", "light", 0.5, { scope: "self" }),
  e("Lumos Maxima", "debuff", "light", 0.75),
  e("Episkey", "heal", "light", 0.5, { aka: ["episkay"] }),
  e("Rennervate", "heal", "light", 0.75, { aka: ["ennervate", "enervate", "renervate"] }),
  e("Vulnera Sanentur", "heal", "light", 1.5, { aka: ["vulnera sanetur"] }),
  e("Finite Incantatem", "dispel", "arcane", 1, { aka: ["finite incantatum"] }),
  e("Finite", "dispel", "arcane", 1, G),
  e("Alohomora", "dispel", "arcane", 0.5),

  // --- Anime and manga ---
  e("Kamehameha", "attack", "arcane", 1.5, {
    aka: [
      "камехамеха",
      "kame hame ha",
      "kameha meha",
      "kamehame ha",
      "kamehamaha",
      "kamahameha",
      "kamehamea",
      "kamehmeha",
      "kamehameah",
      "kamekameha",
      "かめはめ波",
      "龟派气功",
      "龜派氣功",
      "에네르기파",
      "카메하메하",
      "カメハメハ",
    ],
  }),
  e("Final Flash", "attack", "arcane", 2),
  e("Galick Gun", "attack", "arcane", 1.5, { aka: ["galic gun", "garlic gun", "gallick gun"] }),
  e("Big Bang Attack", "attack", "arcane", 1.5),
  e("Spirit Bomb", "attack", "light", 2, { aka: ["genki dama", "genkidama", "元気玉"] }),
  e("Special Beam Cannon", "attack", "arcane", 1.5, { aka: ["makankosappo"] }),
  e("Destructo Disc", "attack", "arcane", 1.5, { aka: ["kienzan"] }),
  e("Solar Flare", "debuff", "light", 0.75, { aka: ["taiyoken"] }),
  e("Instant Transmission", "dodge", "arcane", 1, { scope: "self" }),
  e("Kaioken", "buff", "fire", 1.5, { scope: "self", aka: ["kaio ken", "kaioken x10"] }),
  e("Super Saiyan", "buff", "light", 2, { scope: "self", aka: ["super sayan"] }),
  e("Rasengan", "attack", "wind", 1.5, { aka: ["rasangan", "螺旋丸"] }),
  e("Rasenshuriken", "attack", "wind", 2, { aka: ["rasen shuriken"] }),
  e("Chidori", "attack", "lightning", 1.5, { aka: ["raikiri", "千鳥"] }),
  e("Great Fireball Jutsu", "attack", "fire", 1.5, {
    aka: ["fireball jutsu", "katon goukakyuu no jutsu", "goukakyuu no jutsu", "gokakyu no jutsu"],
  }),
  e("Shadow Clone Jutsu", "summon", "arcane", 1, {
    aka: ["kage bunshin no jutsu", "kage bunshin", "shadow clone"],
  }),
  e("Amaterasu", "dot", "fire", 2, { aka: ["天照"] }),
  e("Tsukuyomi", "debuff", "shadow", 2),
  e("Susanoo", "shield", "arcane", 2, { scope: "self", aka: ["susano", "susanoo", "susanno"] }),
  e("Shinra Tensei", "area", "wind", 2, { scope: "area", aka: ["almighty push"] }),
  e("Chibaku Tensei", "area", "earth", 2, { scope: "area" }),
  e("Bankai", "buff", "arcane", 2, { scope: "self", aka: ["卍解"] }),
  e("Getsuga Tensho", "attack", "shadow", 1.5, { aka: ["getsuga tenshou", "getsuga"] }),
  e("Kurohitsugi", "attack", "shadow", 2, { aka: ["black coffin", "黒棺"] }),
  // Megumin's Explosion (Konosuba); Pokémon's Explosion reads the same.
  e("Explosion", "area", "fire", 2, { scope: "area", generic: true }),
  e("Hollow Purple", "attack", "arcane", 3, { aka: ["hollow technique purple", "murasaki"] }),
  e("Domain Expansion", "zone", "arcane", 2, { aka: ["領域展開"] }),
  e("Unlimited Void", "debuff", "arcane", 3, { aka: ["infinite void", "muryokusho"] }),
  e("Malevolent Shrine", "zone", "shadow", 2),
  e("Black Flash", "attack", "shadow", 1.5),
  e("Gum-Gum Pistol", "attack", null, 1, {
    aka: ["gomu gomu no pistol", "gum gum pistol", "gomu gomu pistol"],
  }),
  e("Gum-Gum Gatling", "attack", null, 1.5, { aka: ["gomu gomu no gatling", "gum gum gatling"] }),
  e("Za Warudo", "debuff", "arcane", 3, {
    scope: "area",
    aka: ["za warudo toki wo tomare", "toki wo tomare", "the world stop time"],
  }),
  e("Ora Ora", "attack", null, 1.5, { aka: ["muda muda", "oraoraora"] }),
  e("Road Roller", "attack", "earth", 2, { aka: ["road roller da"] }),
  e("Serious Punch", "attack", null, 2, { aka: ["serious series"] }),
  e("Hinokami Kagura", "attack", "fire", 1.5),
  e("Moon Tiara Action", "attack", "light", 1),
  e("Moon Prism Power", "transformation", "light", 1, { scope: "self" }),

  // --- Fighting and action games ---
  e("Hadouken", "attack", "arcane", 1, {
    aka: [
      "hadoken",
      "haduken",
      "hadoukan",
      "hadokan",
      "hadooken",
      "波動拳",
      "χαντούκεν",
      "хадукен",
      "ハドウケン",
    ],
  }),
  e("Shoryuken", "attack", null, 1, {
    aka: ["shouryuken", "shoryuuken", "shoruken", "dragon punch", "昇龍拳"],
  }),
  e("Tatsumaki Senpukyaku", "attack", "wind", 1, { aka: ["tatsumaki", "hurricane kick"] }),
  e("Sonic Boom", "attack", "wind", 1),
  e("Falcon Punch", "attack", "fire", 1.5, { aka: ["falcon pawnch", "falcon paunch"] }),
  e("Warlock Punch", "attack", "shadow", 1.5),
  e("Get Over Here", "debuff", null, 1, G),
  e("Hulk Smash", "attack", "earth", 1.5),

  // --- Skyrim shouts ---
  e("Fus Ro Dah", "attack", "wind", 1.5, {
    aka: ["fus ro da", "fus roh dah", "fus ro duh", "unrelenting force"],
  }),
  e("Yol Toor Shul", "attack", "fire", 1.5),
  e("Fo Krah Diin", "attack", "ice", 1.5),
  e("Strun Bah Qo", "area", "lightning", 2, { scope: "area", aka: ["storm call"] }),
  e("Wuld Nah Kest", "dodge", "wind", 1, { scope: "self", aka: ["whirlwind sprint"] }),
  e("Tiid Klo Ul", "debuff", "arcane", 1.5, { scope: "area", aka: ["slow time"] }),
  e("Joor Zah Frul", "debuff", "arcane", 1.5, { aka: ["dragonrend"] }),

  // --- Final Fantasy ---
  e("Fira", "attack", "fire", 1, { aka: ["ファイラ", "파이라"] }),
  e("Firaga", "attack", "fire", 1.5, { aka: ["ファイガ", "파이가"] }),
  e("Firaja", "attack", "fire", 2, { aka: ["ファイジャ", "파이쟈"] }),
  e("Blizzara", "attack", "ice", 1, { aka: ["ブリザラ", "블리자라"] }),
  e("Blizzaga", "attack", "ice", 1.5, { aka: ["ブリザガ", "블리자가"] }),
  e("Thundara", "attack", "lightning", 1, { aka: ["サンダラ", "썬더라"] }),
  e("Thundaga", "attack", "lightning", 1.5, { aka: ["サンダガ", "썬더가", "선더가"] }),
  e("Aeroga", "attack", "wind", 1.5, { aka: ["エアロガ", "에어로가"] }),
  e("Waterga", "attack", "water", 1.5, { aka: ["ウォタガ", "워터가"] }),
  e("Quake", "area", "earth", 1.5, { scope: "area", generic: true }),
  e("Curaga", "heal", "light", 1.5, { aka: ["ケアルガ", "케알가"] }),
  e("Curaja", "heal", "light", 2, { scope: "team" }),
  e("Esuna", "dispel", "light", 1),
  e("Regen", "heal", "light", 1, G),
  e("Arise", "heal", "light", 2, G),
  e("Hastega", "buff", "arcane", 1.5, { scope: "team" }),
  e("Protect", "shield", "arcane", 1, G),
  e("Reflect", "reflect", "arcane", 1, G),
  e("Osmose", "manaRestore", "arcane", 1),
  e("Ether", "manaRestore", "arcane", 1, G),
  e("Elixir", "heal", "light", 2, G),
  e("Phoenix Down", "heal", "fire", 1.5),
  e("Doom", "curse", "shadow", 2, G),
  e("Ultima", "attack", "arcane", 2, G),
  e("Meteor", "area", "fire", 2, { scope: "area", generic: true }),
  e("Holy", "attack", "light", 2, G),
  e("Flare", "attack", "fire", 2, G),
  e("Megaflare", "area", "fire", 2, { scope: "area", aka: ["mega flare"] }),
  e("Omnislash", "attack", null, 2, { aka: ["omni slash"] }),
  e("Braver", "attack", null, 1, G),
  e("Cross Slash", "attack", null, 1.5),
  e("Renzokuken", "attack", null, 1.5),
  e("Lion Heart", "attack", null, 2, { aka: ["lionheart"], generic: true }),
  e("Knights of the Round", "attack", "arcane", 3, { aka: ["knight of the round"] }),
  e("Summon Bahamut", "summon", "fire", 2, { aka: ["bahamut"] }),
  e("Summon Ifrit", "summon", "fire", 1.5, { aka: ["ifrit"] }),
  e("Summon Shiva", "summon", "ice", 1.5, { aka: ["shiva"] }),
  e("Summon Ramuh", "summon", "lightning", 1.5, { aka: ["ramuh"] }),

  // --- Zelda, EarthBound, Sonic, Overwatch, Doom, Souls ---
  e("Din's Fire", "area", "fire", 1.5, { scope: "area" }),
  e("Nayru's Love", "shield", "light", 1.5, { scope: "self" }),
  e("Farore's Wind", "dodge", "wind", 1, { scope: "self" }),
  e("PK Fire", "attack", "fire", 1),
  e("PK Thunder", "attack", "lightning", 1),
  e("PK Freeze", "attack", "ice", 1),
  e("PK Flash", "debuff", "light", 1),
  e("PK Starstorm", "area", "light", 2, { scope: "area" }),
  e("Lifeup", "heal", "light", 0.75, { aka: ["life up"] }),
  e("Chaos Control", "debuff", "arcane", 2, { scope: "area" }),
  e("Chaos Blast", "area", "arcane", 2, { scope: "area" }),
  e("Nerf This", "area", "fire", 2, { scope: "area" }),
  e("It's High Noon", "attack", null, 2, { aka: ["high noon"] }),
  e("Heroes Never Die", "heal", "light", 2, { scope: "team" }),
  e("BFG 9000", "attack", "arcane", 2, { aka: ["bfg"] }),
  e("Estus Flask", "heal", "fire", 1, { aka: ["estus"] }),
  e("Comet Azur", "attack", "arcane", 2),
  e("Frozen Orb", "attack", "ice", 1.5),
  e("Corpse Explosion", "area", "shadow", 1.5, { scope: "area" }),

  // --- World of Warcraft (and Warcraft III) ---
  e("Pyroblast", "attack", "fire", 1.5),
  e("Frostbolt", "attack", "ice", 1, { aka: ["frost bolt"] }),
  e("Fire Blast", "attack", "fire", 1.5, { aka: ["fireblast"] }),
  e("Arcane Missiles", "attack", "arcane", 1),
  e("Arcane Explosion", "area", "arcane", 1, { scope: "area" }),
  e("Frost Nova", "area", "ice", 1, { scope: "area" }),
  e("Blizzard", "zone", "ice", 1.5, G),
  e("Ice Block", "shield", "ice", 2, { scope: "self", generic: true }),
  e("Evocation", "manaRestore", "arcane", 1.5, { scope: "self" }),
  e("Innervate", "manaRestore", "nature", 1.5),
  e("Mana Tide Totem", "manaRestore", "water", 1.5, { scope: "team", aka: ["mana tide"] }),
  e("Life Tap", "manaRestore", "shadow", 1, { scope: "self" }),
  e("Flash Heal", "heal", "light", 1),
  e("Greater Heal", "heal", "light", 1.5),
  e("Renew", "heal", "light", 0.75, G),
  e("Holy Nova", "area", "light", 1, { scope: "area" }),
  e("Power Word Shield", "shield", "light", 1, { aka: ["pw shield"] }),
  e("Power Word Fortitude", "buff", "light", 1, { scope: "team" }),
  e("Shadow Word Pain", "dot", "shadow", 1, { aka: ["sw pain"] }),
  e("Shadow Word Death", "attack", "shadow", 1.5),
  e("Mind Flay", "attack", "shadow", 1),
  e("Psychic Scream", "debuff", "shadow", 1, { scope: "area" }),
  e("Divine Shield", "shield", "light", 2, { scope: "self", generic: true }),
  e("Lay on Hands", "heal", "light", 2),
  e("Hammer of Justice", "debuff", "light", 1),
  e("Consecration", "zone", "light", 1, G),
  e("Avenging Wrath", "buff", "light", 1.5, { scope: "self" }),
  e("Blessing of Protection", "shield", "light", 1.5),
  e("Spell Reflection", "reflect", "arcane", 1, { scope: "self" }),
  e("Shield Wall", "shield", null, 1.5, { scope: "self", generic: true }),
  e("Mortal Strike", "attack", null, 1.5),
  e("Bladestorm", "area", "wind", 1.5, { scope: "area" }),
  e("Leeroy Jenkins", "attack", null, 1, { aka: ["leroy jenkins"] }),
  e("Rejuvenation", "heal", "nature", 1, G),
  e("Tranquility", "heal", "nature", 2, { scope: "team", generic: true }),
  e("Chain Heal", "heal", "water", 1.5, { scope: "team" }),
  e("Healing Wave", "heal", "water", 1),
  e("Bloodlust", "buff", "fire", 1.5, { scope: "team", generic: true }),
  e("Moonfire", "dot", "arcane", 1),
  e("Starfire", "attack", "arcane", 1.5),
  e("Starfall", "area", "arcane", 2, { scope: "area" }),
  e("Entangling Roots", "debuff", "nature", 1),
  e("Lava Burst", "attack", "fire", 1.5),
  e("Earth Shock", "attack", "earth", 1),
  e("Shadow Bolt", "attack", "shadow", 1),
  e("Death Coil", "attack", "shadow", 1),
  e("Drain Life", "drain", "shadow", 1),
  e("Corruption", "dot", "shadow", 1, G),
  e("Curse of Agony", "curse", "shadow", 1),
  e("Immolate", "dot", "fire", 1, G),
  e("Rain of Fire", "area", "fire", 1.5, { scope: "area" }),
  e("Summon Infernal", "summon", "fire", 2),
  e("Army of the Dead", "summon", "shadow", 2),
  e("Death Grip", "debuff", "shadow", 1),
  e("Anti-Magic Shell", "shield", "arcane", 1.5, { scope: "self", aka: ["antimagic shell"] }),
  e("Howling Blast", "area", "ice", 1.5, { scope: "area" }),
  e("Feign Death", "dodge", null, 1, { scope: "self" }),

  // --- Pokémon ---
  e("Thunderbolt", "attack", "lightning", 1),
  e("Thunder Shock", "attack", "lightning", 0.75, { aka: ["thundershock"] }),
  e("Volt Tackle", "attack", "lightning", 1.5),
  e("Flamethrower", "attack", "fire", 1),
  e("Ember", "attack", "fire", 0.5, G),
  e("Hydro Pump", "attack", "water", 1.5),
  e("Water Gun", "attack", "water", 0.75, G),
  e("Bubble Beam", "attack", "water", 0.75, { aka: ["bubblebeam"] }),
  e("Surf", "area", "water", 1, { scope: "area", generic: true }),
  e("Solar Beam", "attack", "nature", 1.5, { aka: ["solarbeam"] }),
  e("Vine Whip", "attack", "nature", 0.75),
  e("Razor Leaf", "attack", "nature", 0.75),
  e("Leech Seed", "drain", "nature", 0.75),
  e("Giga Drain", "drain", "nature", 1),
  e("Dream Eater", "drain", "shadow", 1.5),
  e("Hyper Beam", "attack", "arcane", 2),
  e("Giga Impact", "attack", null, 2),
  e("Shadow Ball", "attack", "shadow", 1),
  e("Aura Sphere", "attack", "arcane", 1),
  e("Moonblast", "attack", "light", 1),
  e("Draco Meteor", "attack", "fire", 1.5),
  e("Dracarys", "attack", "fire", 1.5),
  e("Thunderclap", "area", "lightning", 1, { scope: "area", aka: ["thunder clap"] }),
  e("Meteor Strike", "attack", "fire", 1.5),
  e("Sheer Cold", "attack", "ice", 2, G),
  e("Quick Attack", "attack", null, 0.75, G),
  e("Double Team", "dodge", null, 0.75, { scope: "self", generic: true }),
  e("Swords Dance", "buff", null, 1, { scope: "self" }),
  e("Sleep Powder", "debuff", "nature", 0.75),
  e("Stun Spore", "debuff", "nature", 0.75),
  e("Confuse Ray", "debuff", "shadow", 0.75),
  e("Mirror Coat", "reflect", "arcane", 1),
  e("Magic Coat", "reflect", "arcane", 1),
  // Magikarp's move does nothing; it reads as the feeblest splash of water.
  e("Splash", "attack", "water", 0.5, G),

  // --- Magic: The Gathering ---
  e("Dark Ritual", "manaRestore", "shadow", 1, { scope: "self" }),
  e("Black Lotus", "manaRestore", "arcane", 2, { scope: "self" }),
  e("Giant Growth", "buff", "nature", 1),
  e("Wrath of God", "area", "light", 3, { scope: "all" }),
  e("Time Walk", "buff", "arcane", 2, { scope: "self" }),
  e("Doom Blade", "attack", "shadow", 1.5),

  // --- The Witcher signs ---
  e("Igni", "attack", "fire", 1),
  e("Aard", "attack", "wind", 1, G),
  e("Quen", "shield", "arcane", 1, { scope: "self" }),
  e("Yrden", "zone", "arcane", 1),
  e("Axii", "debuff", "arcane", 1),

  // --- Films and books ---
  e("You Shall Not Pass", "shield", "light", 2, {
    aka: ["thou shalt not pass", "you shall not pas"],
  }),
  e("Flame of Anor", "attack", "light", 1.5, {
    aka: ["gandalf's light", "light of gandalf", "servant of the secret fire"],
  }),
  e("Eye of Sauron", "debuff", "shadow", 1.5, { aka: ["sauron's eye", "gaze of sauron"] }),
  e("The One Ring", "dodge", "shadow", 1.5, { scope: "self", aka: ["one ring"] }),
  e("Athelas", "heal", "nature", 1, { aka: ["kingsfoil"] }),
  e("Force Lightning", "attack", "lightning", 1.5, { aka: ["sith lightning"] }),
  e("Force Push", "attack", "wind", 1),
  e("Force Choke", "debuff", "shadow", 1.5, { aka: ["force grip"] }),
  e("Force Pull", "debuff", "wind", 0.75),
  e("Force Heal", "heal", "light", 1),
  e("Jedi Mind Trick", "debuff", "arcane", 1, {
    aka: ["mind trick", "these aren't the droids you're looking for"],
  }),
  e("Infinity Gauntlet Snap", "area", "arcane", 3, {
    scope: "all",
    aka: ["the snap", "thanos snap", "infinity snap", "infinity gauntlet", "i am inevitable"],
  }),
  e("Bibbidi-Bobbidi-Boo", "transformation", "light", 1, { aka: ["bibbidi bobbidi boo"] }),
];

/** Every spell in the catalogue, for listing and tests. */
export const FAMOUS_SPELLS: readonly FamousSpell[] = ENTRIES.map((entry) => entry.spell);

/** Lower case, no accents or apostrophes, punctuation as single spaces, repeated letters squeezed. */
function normalize(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['\u2018\u2019`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .replace(/(\p{L})\1+/gu, "$1")
    .trim();
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Scripts written without spaces: their names match anywhere. */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

/** A spelling's key: its normalized form without spaces. */
const BY_KEY = new Map<string, Entry>();
const latin = new Set<string>();
const cjk = new Set<string>();
for (const entry of ENTRIES) {
  for (const spelling of [entry.spell.name, ...entry.aliases]) {
    const normal = normalize(spelling);
    const key = normal.replace(/ /g, "");
    const known = BY_KEY.get(key);
    if (known && known !== entry)
      throw new Error(`"${spelling}" names both ${known.spell.name} and ${entry.spell.name}`);
    BY_KEY.set(key, entry);
    // The spaces between a name's words are optional: "fusrodah", "power-word kill".
    if (CJK.test(normal)) cjk.add(escape(normal));
    else latin.add(normal.split(" ").map(escape).join(" ?"));
  }
}
const byLength = (a: string, b: string) => b.length - a.length;
/** Whole words, the longest name first at each position, with an optional plural "s". */
const NAMES = new RegExp(
  `(?<![^ ])(?:${[...latin].sort(byLength).join("|")})s?(?![^ ])` +
    (cjk.size ? `|${[...cjk].sort(byLength).join("|")}` : ""),
  "g",
);

/** A verb that casts what follows it, with an optional article: "I cast a ", "using the ". */
const CAST_BEFORE =
  /(?:^| )(?:cast|casts|casted|casting|use|uses|used|using|invoke|invokes|invoking|activate|activates|channel|channels|unleash|unleashes|shout|shouts|shouting|yel|yels|yeling|scream|screams|screaming|perform|performs)(?: (?:a|an|the|my|some|his|her|their))? $/;
/** "with" also marks the spell being cast, though not enough to wake an everyday word. */
const WITH_BEFORE = /(?:^| )with(?: (?:a|an|the|my|some|his|her|their))? $/;
/** A spell taken back: "not a fireball", "I'm NOT casting Fireball", "no, not Haste". */
const NEGATED_BEFORE =
  /(?:^| )(?:not|no|dont|never|nor|without|instead of)(?: (?:a|an|the|my|any|cast|casts|casting|use|using|even|this|that))* $/;
/** Someone else's spell: "juke her fireball", "reflect their Chidori". */
const OTHERS_BEFORE = /(?:^| )(?:his|her|their|your|its)(?: own)? $/;
/** "...the Sleep spell", "...a Haste cantrip". */
const CALLED_A_SPELL = /^ (?:spel|spels|cantrip|incantation|charm|jutsu)(?: |$)/;

/**
 * How each distinctive name sounds, for names written in another script: "קאמהאמהא", "रासेंगन",
 * "Экспеллиармус". Everyday words and short names are left out: their sounds are too common.
 */
interface Heard {
  entry: Entry;
  /** The name's letters, without spaces or marks. */
  letters: string;
}
const BY_SOUND = new Map<string, Heard>();
/** The same without vowels, for scripts that leave them out ("אבדה קדברה"). */
const BY_CONSONANTS = new Map<string, Heard>();
const consonantsOf = (sound: string) => sound.replace(/[aeiouy]/gu, "");
const lettersOf = (latin: string) => normalize(latin).replace(/ /gu, "");
for (const entry of ENTRIES) {
  if (entry.generic) continue;
  for (const spelling of [entry.spell.name, ...entry.aliases]) {
    if (CJK.test(spelling) || !/^[\p{sc=Latin}\s'-]+$/u.test(spelling)) continue;
    const letters = lettersOf(spelling);
    const sound = soundKey(letters);
    if (sound.length < 6) continue;
    if (!BY_SOUND.has(sound)) BY_SOUND.set(sound, { entry, letters });
    const consonants = consonantsOf(sound);
    if (consonants.length >= 5 && !BY_CONSONANTS.has(consonants))
      BY_CONSONANTS.set(consonants, { entry, letters });
  }
}
/** Scripts whose spellings drop vowels a Latin one writes ("रासेंगन" is "rasengn"). */
const DROPS_VOWELS = /[\p{sc=Hebrew}\p{sc=Arabic}\p{sc=Devanagari}\p{sc=Bengali}\p{sc=Gurmukhi}]/u;
/** Abjads write no short vowels at all: "אבדה קדברה" is Avada Kedavra. */
const ABJAD = /[\p{sc=Hebrew}\p{sc=Arabic}]/u;

/**
 * Whether letters spelled in another script come close to a name's: sounds alike is not enough
 * ("Потап, предатель" sounds like Flash Heal once vowels are one sound).
 */
function spellsLike(letters: string, heard: Heard, bare: boolean): boolean {
  if (bare) return editDistance(consonantsOf(letters), consonantsOf(heard.letters)) <= 1;
  return editDistance(letters, heard.letters) <= Math.ceil(heard.letters.length / 4);
}

/**
 * A famous name written in a script of its own, heard by how it sounds: a word alone, or two
 * words together, which must then sound longer, as chance likeness grows with every letter.
 */
function heardSpell(text: string): FamousSpell | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{M}]+/u)
    .filter(Boolean);
  const heard = (spelling: string, pair: boolean) => {
    const letters = lettersOf(romanize(spelling));
    const sound = soundKey(letters);
    const bare = pair ? ABJAD.test(spelling) : DROPS_VOWELS.test(spelling);
    const alike = sound.length >= (pair ? 8 : 6) ? BY_SOUND.get(sound) : undefined;
    if (alike && spellsLike(letters, alike, bare)) return alike.entry;
    const consonants = consonantsOf(sound);
    const bareAlike =
      bare && consonants.length >= (pair ? 6 : 5) ? BY_CONSONANTS.get(consonants) : undefined;
    return bareAlike && spellsLike(letters, bareAlike, true) ? bareAlike.entry : undefined;
  };
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    if (/^[\p{sc=Latin}]+$/u.test(word) || CJK.test(word)) continue;
    const next = words[index + 1];
    const entry = heard(word, false) ?? (next ? heard(word + next, true) : undefined);
    if (entry) return entry.spell;
  }
  return null;
}

function entryOf(matched: string): Entry | undefined {
  const key = matched.replace(/ /g, "");
  return BY_KEY.get(key) ?? (key.endsWith("s") ? BY_KEY.get(key.slice(0, -1)) : undefined);
}

/**
 * The famous spell a move names, or null. `text` is the move as typed, in any case. A name that is
 * also an everyday word counts only when cast, called a spell or typed alone (see above).
 */
export function famousSpell(text: string): FamousSpell | null {
  const normal = normalize(text);
  if (!normal) return null;
  let first: FamousSpell | null = null;
  NAMES.lastIndex = 0;
  for (let match = NAMES.exec(normal); match; match = NAMES.exec(normal)) {
    const entry = entryOf(match[0]);
    const start = match.index;
    const end = start + match[0].length;
    if (!entry) {
      NAMES.lastIndex = start + 1;
      continue;
    }
    const before = normal.slice(Math.max(0, start - 32), start);
    const cast = CAST_BEFORE.test(before);
    const alone = start === 0 && end === normal.length;
    const refused =
      NEGATED_BEFORE.test(before) ||
      OTHERS_BEFORE.test(before) ||
      (entry.generic && !cast && !alone && !CALLED_A_SPELL.test(normal.slice(end, end + 14)));
    if (refused) {
      // Not this one; a name may still start at the next word.
      NAMES.lastIndex = start + 1;
      continue;
    }
    if (cast || WITH_BEFORE.test(before)) return entry.spell;
    first ??= entry.spell;
  }
  return first ?? (/[^\p{sc=Latin}\P{L}]/u.test(text) ? heardSpell(text) : null);
}

/**
 * Famous names that only describe what the spell is ("Fireball", "Lightning Bolt", "Blizzard"):
 * the other languages tell them in their own words for its element rather than in English.
 */
export const DESCRIPTIVE_NAMES: ReadonlySet<string> = new Set([
  "Fireball",
  "Fire Bolt",
  "Ray of Frost",
  "Lightning Bolt",
  "Chain Lightning",
  "Call Lightning",
  "Cone of Cold",
  "Ice Storm",
  "Sleet Storm",
  "Flame Strike",
  "Sunbeam",
  "Earthquake",
  "Tsunami",
  "Heal",
  "Mass Heal",
  "Shield",
  "Stoneskin",
  "Haste",
  "Bless",
  "Slow",
  "Sleep",
  "Fear",
  "Darkness",
  "Wall of Fire",
  "Wall of Ice",
  "Fog Cloud",
  "Explosion",
  "Meteor",
  "Meteor Strike",
  "Blizzard",
  "Frostbolt",
  "Fire Blast",
  "Frost Nova",
  "Rain of Fire",
  "Thunderbolt",
  "Thunderclap",
  "Flamethrower",
]);
