import type { GameMode } from "./constants.js";
import type { Settings } from "./documents.js";

/** The numeric settings the host may edit, with SPEC section 5's bounds. */
export const NUMERIC_SETTINGS = [
  "maxPlayers",
  "roundTime",
  "maxRounds",
  "evaluationLimit",
  "initialHealth",
  "maxHealth",
  "initialMana",
  "maxMana",
  "manaRegen",
  "initialAffinity",
  "affinityIncrement",
] as const;
export type NumericSetting = (typeof NUMERIC_SETTINGS)[number];

export interface Bound {
  min: number;
  /** `null` for maxPlayers: the host's allowed maximum. */
  max: number | null;
  integer: boolean;
  /** English label and unit, used in the server's messages; the UI translates its own. */
  label: string;
  unit: string;
}

const BIG = 1e18;

export const SETTING_BOUNDS: Record<NumericSetting, Bound> = {
  maxPlayers: { min: 1, max: null, integer: true, label: "Max players", unit: "players" },
  roundTime: { min: 1, max: 180, integer: true, label: "Round time", unit: "seconds" },
  maxRounds: { min: 1, max: 100, integer: true, label: "Max rounds", unit: "rounds" },
  evaluationLimit: {
    min: 0,
    max: 10,
    integer: true,
    label: "Evaluation limit",
    unit: "evaluations",
  },
  initialHealth: { min: 1, max: BIG, integer: false, label: "Initial health", unit: "HP" },
  maxHealth: { min: -1, max: BIG, integer: false, label: "Max health", unit: "HP" },
  initialMana: { min: 1, max: BIG, integer: false, label: "Initial mana", unit: "mana" },
  maxMana: { min: -1, max: BIG, integer: false, label: "Max mana", unit: "mana" },
  manaRegen: { min: -BIG, max: BIG, integer: false, label: "Mana regen", unit: "mana" },
  initialAffinity: { min: -1, max: BIG, integer: false, label: "Initial affinity", unit: "" },
  affinityIncrement: { min: -BIG, max: BIG, integer: false, label: "Affinity increment", unit: "" },
};

/** SPEC section 9's game mode presets. */
export const GAME_MODE_PRESETS: Record<
  GameMode,
  Pick<
    Settings,
    | "initialHealth"
    | "initialMana"
    | "maxHealth"
    | "maxMana"
    | "manaRegen"
    | "initialAffinity"
    | "affinityIncrement"
  >
> = {
  quickplay: {
    initialHealth: 100,
    initialMana: 30,
    maxHealth: 100,
    maxMana: 100,
    manaRegen: 30,
    initialAffinity: 30,
    affinityIncrement: 10,
  },
  classic: {
    initialHealth: 100,
    initialMana: 30,
    maxHealth: 100,
    maxMana: 100,
    manaRegen: 20,
    initialAffinity: 20,
    affinityIncrement: 5,
  },
  arcade: {
    initialHealth: 100,
    initialMana: 1000,
    maxHealth: -1,
    maxMana: -1,
    manaRegen: 10,
    initialAffinity: -1,
    affinityIncrement: 0,
  },
  sandbox: {
    initialHealth: 1e18,
    initialMana: 1e18,
    maxHealth: -1,
    maxMana: -1,
    manaRegen: 1e8,
    initialAffinity: -1,
    affinityIncrement: 0,
  },
};
