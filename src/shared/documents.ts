import { z } from "zod";
import { GAME_MODES } from "./constants.js";

/** The documents of SPEC section 3, exactly as clients and scripts read them. */

export const settingsSchema = z.object({
  maxPlayers: z.number(),
  roundTime: z.number(),
  maxRounds: z.number(),
  evaluationLimit: z.number(),
  initialHealth: z.number(),
  maxHealth: z.number(),
  initialMana: z.number(),
  maxMana: z.number(),
  manaRegen: z.number(),
  initialAffinity: z.number(),
  affinityIncrement: z.number(),
  enableTeams: z.boolean(),
  teams: z.record(z.string(), z.number().int()),
  gameMode: z.enum(GAME_MODES),
  displaySpeed: z.number(),
  cappedHealth: z.boolean(),
  cappedMana: z.boolean(),
  enhanceEvents: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const lobbyPlayerSchema = z.object({
  id: z.string(),
  name: z.string(),
  isHost: z.boolean(),
  isBot: z.boolean(),
  iconId: z.number().int(),
  team: z.number().int(),
  language: z.string(),
  connected: z.boolean(),
  joinedAt: z.number(),
});
export type LobbyPlayer = z.infer<typeof lobbyPlayerSchema>;

export const LOBBY_STATUSES = ["waiting", "in-game"] as const;
export type LobbyStatus = (typeof LOBBY_STATUSES)[number];

export const lobbySchema = z.object({
  code: z.string(),
  status: z.enum(LOBBY_STATUSES),
  hostId: z.string(),
  players: z.record(z.string(), lobbyPlayerSchema),
  settings: settingsSchema,
  userMaxPlayers: z.number().int(),
  createdAt: z.number(),
});
export type Lobby = z.infer<typeof lobbySchema>;

export const statChangeSchema = z.object({
  health_change: z.number(),
  mana_change: z.number(),
});
export type StatChange = z.infer<typeof statChangeSchema>;

export const gameEventSchema = z.object({
  event_number: z.number().int(),
  timestamp: z.number(),
  description: z.string(),
  translated_descriptions: z.record(z.string(), z.string()),
  delay_per_char: z.number(),
  stat_changes: z.record(z.string(), statChangeSchema),
  is_final_event: z.boolean(),
  text_animation_complete: z.boolean(),
});
export type GameEvent = z.infer<typeof gameEventSchema>;

export const EFFECT_TYPES = [
  "BUFF",
  "DEBUFF",
  "SUMMON",
  "ENVIRONMENTAL",
  "ZONE",
  "CURSE",
  "BARRIER",
  "ENCHANTMENT",
  "TRANSFORMATION",
  "OTHER",
] as const;
export type EffectType = (typeof EFFECT_TYPES)[number];

export const persistentEffectSchema = z.object({
  name: z.string(),
  description: z.string(),
  translated_names: z.record(z.string(), z.string()),
  translated_descriptions: z.record(z.string(), z.string()),
  type: z.enum(EFFECT_TYPES),
  duration_in_rounds: z.number().int(),
  sourcePlayer: z.string(),
  affectedPlayers: z.array(z.string()),
  /** Strength the engine tracks (shield left, damage per round, bonus): not shown to players. */
  magnitude: z.number().optional(),
});
export type PersistentEffect = z.infer<typeof persistentEffectSchema>;

export const creatureSchema = z.object({
  creature: z.object({
    name: z.string(),
    description: z.string(),
    translated_names: z.record(z.string(), z.string()),
    translated_descriptions: z.record(z.string(), z.string()),
    health: z.number(),
    maxHealth: z.number(),
    power_level: z.number(),
  }),
  belongs_to: z.array(z.string()),
  permanently_dead: z.boolean(),
});
export type Creature = z.infer<typeof creatureSchema>;

export const battleLogEntrySchema = z.object({
  round: z.number().int(),
  timestamp: z.number(),
  events: z.array(gameEventSchema),
  persistent_effects: z.array(persistentEffectSchema),
});
export type BattleLogEntry = z.infer<typeof battleLogEntrySchema>;

export const GAME_OVER_REASONS = [
  "player_won",
  "tie",
  "no_credits",
  "round_limit",
  "inactivity",
  "all_disconnected",
  "subscription_expired",
  "too_many_players",
] as const;
export type GameOverReason = (typeof GAME_OVER_REASONS)[number];

export const gameOverSchema = z.object({
  reason: z.enum(GAME_OVER_REASONS),
  winners: z.array(z.string()),
  winningTeam: z.number().int().nullable(),
});
export type GameOver = z.infer<typeof gameOverSchema>;

export const roundStateSchema = z.object({
  timeLeft: z.number(),
  inProgress: z.boolean(),
  moves: z.record(z.string(), z.string()),
  endTime: z.number(),
  currentAffinity: z.number(),
  evaluations: z.record(z.string(), z.number().int()),
  reviveVotes: z.record(z.string(), z.record(z.string(), z.boolean())),
  result: z.string().nullable(),
  loading: z.object({ isLoading: z.boolean(), message: z.string() }),
  /** When the next round opens (epoch ms), for the countdown everyone sees; 0 when none is due. */
  nextRoundAt: z.number(),
});
export type RoundState = z.infer<typeof roundStateSchema>;

export const gamePlayerSchema = z.object({
  id: z.string(),
  name: z.string(),
  isHost: z.boolean(),
  isBot: z.boolean(),
  health: z.number(),
  mana: z.number(),
  connected: z.boolean(),
  iconId: z.number().int(),
  defeated: z.boolean(),
  team: z.number().int(),
  language: z.string(),
  /**
   * Left the game (`leaveLobby` mid-game): shown defeated to the others, no longer a member. Absent
   * on everyone still in it, and on games stored before leaving was a rule.
   */
  left: z.boolean().optional(),
});
export type GamePlayer = z.infer<typeof gamePlayerSchema>;

/** Server-only bookkeeping of a game, stripped from every view a player receives. */
export const gameInternalSchema = z.object({
  seed: z.number().int(),
  /** When bots submit their moves in the current round; 0 once they have. */
  botMovesAt: z.number(),
  /** The round being resolved by the simulator, and by which server process. */
  resolving: z
    .object({ round: z.number().int(), owner: z.string(), startedAt: z.number() })
    .nullable(),
  /** mana_cost by move text, for the current round. */
  evaluationCache: z.record(z.string(), z.number()),
  /** Consecutive resolved rounds in which no human moved. */
  idleRounds: z.number().int(),
  /** Last function call per player, so script players count as present. */
  lastCallAt: z.record(z.string(), z.number()),
  /** Since when no human has been present; 0 while someone is. */
  absentSince: z.number(),
  /** The host's player cap when the game started (subscription tier). */
  hostMaxPlayers: z.number().int(),
});
export type GameInternal = z.infer<typeof gameInternalSchema>;

export const gameSchema = z.object({
  code: z.string(),
  players: z.record(z.string(), gamePlayerSchema),
  currentRound: z.number().int(),
  settings: settingsSchema,
  roundState: roundStateSchema,
  battleLog: z.array(battleLogEntrySchema),
  creatures: z.record(z.string(), creatureSchema),
  persistentEffects: z.array(persistentEffectSchema),
  gameOver: gameOverSchema.nullable(),
  /**
   * In what players receive only (`viewFor`), while a human lies defeated: for each fallen human who
   * can be revived, the votes that count and the votes needed (both over connected living humans).
   */
  reviveCounts: z
    .record(z.string(), z.object({ votes: z.number().int(), needed: z.number().int() }))
    .optional(),
  internal: gameInternalSchema.optional(),
});
export type Game = z.infer<typeof gameSchema>;

export const DOCUMENT_KINDS = ["lobby", "game"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface DocumentTypes {
  lobby: Lobby;
  game: Game;
}
