import { LANGUAGE_CODES } from "../../shared/languages.js";
import { DEFAULT_SETTINGS } from "../../shared/settings.js";
import type { CombatantView } from "../types.js";
import {
  ALL_WORDS,
  ELEMENT_WORDS,
  ENEMY_ALL_WORDS,
  INTENSIFIERS,
  INTENT_WORDS,
  MUNDANE_WORDS,
  SELF_WORDS,
  TEAM_WORDS,
} from "./lexicon.js";
import { parseMove } from "./parseMove.js";
import { resolveRound } from "./resolveRound.js";

/** The lists whose combined patterns a reading may run (see `mentions` in parseMove.ts). */
const LISTS = [
  ...Object.values(INTENT_WORDS),
  ...Object.values(ELEMENT_WORDS),
  ...INTENSIFIERS.map((level) => level.words),
  MUNDANE_WORDS,
  ENEMY_ALL_WORDS,
  ALL_WORDS,
  TEAM_WORDS,
  SELF_WORDS,
];

/**
 * Reads and resolves sample moves once, so the first players after a start wait no longer than
 * the rest: V8 compiles each regular expression on its first use and the learned reader loads its
 * model on its first reading, which made a fresh process's first readings and round far slower
 * than warm ones. Each list is read twice, as V8 moves a pattern from its interpreter to machine
 * code on the second run.
 */
export function warmUpRules(): void {
  const samples = LISTS.map((terms) => terms.find((term) => !term.startsWith("~")) ?? "");
  // V8 compiles a pattern apart for texts of one-byte and of two-byte characters (any letter
  // beyond Latin-1, a curly quote): both kinds are read.
  for (let pass = 0; pass < 2; pass += 1) {
    for (const sample of samples) {
      parseMove(`I cast ${sample} at Nimue`, ["Nimue", "Merlin"]);
      parseMove(`I cast ${sample} at Nimue, Мерлин’s friend`, ["Nimue", "Мерлин"]);
    }
  }
  // Names in other scripts load their transliteration tables (and Thai its word breaker) once.
  const foreign = ["ไฟใส่ไมค์", "火球打迈克", "أرمي كرة نار على مايك", "माइक पर आग", "マイクに雷"];
  resolveRound({
    round: 1,
    seed: 1,
    settings: DEFAULT_SETTINGS,
    players: foreign.map((_, index) => ({
      id: `script-${index}`,
      name: index === 0 ? "Mike" : `Mage ${index}`,
      health: 100,
      mana: 100,
      team: 0,
      language: "en",
      defeated: false,
      isBot: false,
    })),
    creatures: {},
    effects: [],
    moves: Object.fromEntries(foreign.map((move, index) => [`script-${index}`, move])),
    currentAffinity: -1,
    now: 0,
  });
  // A round with a wizard for every language, so the narrator has told in each of them once.
  const players: CombatantView[] = LANGUAGE_CODES.map((language, index) => ({
    id: `warm-${index}`,
    name: index === 0 ? "Merlin" : `Wizard ${index}`,
    health: 100,
    mana: 100,
    team: 0,
    language,
    defeated: false,
    isBot: false,
  }));
  resolveRound({
    round: 1,
    seed: 1,
    settings: DEFAULT_SETTINGS,
    players,
    creatures: {},
    effects: [],
    moves: Object.fromEntries(
      players.map((player, index) => [
        player.id,
        `I cast ${samples[index % samples.length] ?? ""} at Merlin`,
      ]),
    ),
    currentAffinity: -1,
    now: 0,
  });
}
