/** Business constants of SPEC section 9. */

export const NAME_MIN = 2;
export const NAME_MAX = 20;
export const LOBBY_CODE_LENGTH = 6;
/** No look-alikes (0/O, 1/I/L) so a code read aloud or off a phone is typed right. */
export const LOBBY_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const MOVE_MAX = 200;
export const MOVE_COUNTER_WARN = 150;
export const MOVE_COUNTER_DANGER = 180;
export const MIN_PLAYERS_TO_START = 2;
export const PASSWORD_MIN = 6;
export const TEAM_MAX = 5;
export const ICON_COUNT = 4;
export const EVALUATION_LIMIT_MAX = 10;
export const FUNCTION_TIMEOUT_MS = 70_000;
export const CHECKOUT_WAIT_MS = 30_000;
export const LANGUAGE_LOAD_TIMEOUT_MS = 120_000;
export const COPY_FEEDBACK_MS = 2_000;
export const STAT_FLASH_MS = 2_000;
export const PLACEHOLDER_ROTATE_MS = 4_000;
export const DEFAULT_DELAY_PER_CHAR = 30;
export const TIMER_WARNING_SECONDS = 10;
export const DISPLAY_CAP = 9_999_999_999;
export const DISPLAY_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3, 5, 10] as const;

export const GAME_MODES = ["classic", "quickplay", "arcade", "sandbox"] as const;
export type GameMode = (typeof GAME_MODES)[number];

export const PLAN_IDS = ["apprentice", "mage", "archmage"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  priceUsd: number;
  credits: number;
  roundsPerMonth: number;
  maxPlayers: number;
  highlighted: boolean;
}

export const PLANS: Record<PlanId, Plan> = {
  apprentice: {
    id: "apprentice",
    priceUsd: 3,
    credits: 500,
    roundsPerMonth: 500,
    maxPlayers: 8,
    highlighted: false,
  },
  mage: {
    id: "mage",
    priceUsd: 5,
    credits: 1000,
    roundsPerMonth: 1000,
    maxPlayers: 12,
    highlighted: true,
  },
  archmage: {
    id: "archmage",
    priceUsd: 8,
    credits: 3000,
    roundsPerMonth: 3000,
    maxPlayers: 15,
    highlighted: false,
  },
};

/** A host on free credits only. */
export const FREE_TIER_MAX_PLAYERS = 8;
