import { GAME_MODES, type GameMode } from "../../shared/constants.js";
import type { Lobby, Settings } from "../../shared/documents.js";
import { AppError } from "../../shared/errors.js";
import type { SettingsChanges } from "../../shared/lobbyPayloads.js";
import { MESSAGES } from "../../shared/messages.js";
import {
  GAME_MODE_PRESETS,
  NUMERIC_SETTINGS,
  SETTING_BOUNDS,
  type NumericSetting,
} from "../../shared/settingsBounds.js";
import { requireHost, requireWaiting } from "./guards.js";
import { withDerivedTeams } from "./teams.js";

export type SettingsIssue =
  | { field: NumericSetting; kind: "required" }
  | { field: NumericSetting; kind: "min" | "max"; bound: number }
  | { field: "maxPlayers"; kind: "tier"; bound: number }
  | { field: "maxPlayers"; kind: "belowPlayerCount"; bound: number };

export interface SettingsLimits {
  userMaxPlayers: number;
  playerCount: number;
}

/** Checks every numeric setting against SPEC section 5's bounds; the client and server share it. */
export function validateSettings(
  values: Partial<Record<NumericSetting, unknown>>,
  limits: SettingsLimits,
): SettingsIssue[] {
  const issues: SettingsIssue[] = [];
  for (const field of NUMERIC_SETTINGS) {
    const value = values[field];
    const bound = SETTING_BOUNDS[field];
    if (typeof value !== "number" || !Number.isFinite(value)) {
      issues.push({ field, kind: "required" });
      continue;
    }
    if (value < bound.min) issues.push({ field, kind: "min", bound: bound.min });
    else if (bound.max !== null && value > bound.max)
      issues.push({ field, kind: "max", bound: bound.max });
    else if (bound.integer && !Number.isInteger(value)) issues.push({ field, kind: "required" });
    else if (field === "maxPlayers" && value > limits.userMaxPlayers) {
      issues.push({ field, kind: "tier", bound: limits.userMaxPlayers });
    } else if (field === "maxPlayers" && value < limits.playerCount) {
      issues.push({ field, kind: "belowPlayerCount", bound: limits.playerCount });
    }
  }
  return issues;
}

/** The server's English wording of an issue (the UI words its own from the locale files). */
export function describeIssue(issue: SettingsIssue): string {
  const { label, unit } = SETTING_BOUNDS[issue.field];
  const withUnit = (bound: number) => (unit ? `${bound} ${unit}` : `${bound}`);
  switch (issue.kind) {
    case "required":
      return `${label} is required`;
    case "min":
      return `${label} must be at least ${withUnit(issue.bound)}`;
    case "max":
      return `${label} must be at most ${withUnit(issue.bound)}`;
    case "tier":
      return MESSAGES.subscriptionMaxPlayers.replace("{max}", String(issue.bound));
    case "belowPlayerCount":
      return MESSAGES.maxPlayersBelowCount;
  }
}

/**
 * The game mode whose preset the settings hold, or null when they hold none: custom. Shown instead
 * of the stored `gameMode`, which keeps its name when values are edited (and the spec's default
 * values, 1000 mana and no affinity limit, are no preset although the default mode is classic).
 */
export function matchingMode(settings: Settings): GameMode | null {
  const holds = (mode: GameMode) =>
    Object.entries(GAME_MODE_PRESETS[mode]).every(
      ([key, value]) => settings[key as keyof typeof GAME_MODE_PRESETS.classic] === value,
    );
  return GAME_MODES.find(holds) ?? null;
}

/** What the settings become: a chosen mode brings its preset, explicit values win over it. */
export function mergeSettings(current: Settings, changes: SettingsChanges): Settings {
  const preset = changes.gameMode ? GAME_MODE_PRESETS[changes.gameMode] : {};
  const next = { ...current, ...preset } as Record<string, unknown>;
  for (const [key, value] of Object.entries(changes)) if (value !== undefined) next[key] = value;
  const merged = next as Settings;
  return {
    ...merged,
    cappedHealth: merged.maxHealth !== -1,
    cappedMana: merged.maxMana !== -1,
  };
}

export function updateSettings(lobby: Lobby, callerId: string, changes: SettingsChanges): Lobby {
  requireHost(lobby, callerId);
  requireWaiting(lobby);
  const settings = mergeSettings(lobby.settings, changes);
  const issues = validateSettings(settings, {
    userMaxPlayers: lobby.userMaxPlayers,
    playerCount: Object.keys(lobby.players).length,
  });
  const first = issues[0];
  if (first) throw new AppError("invalid-argument", describeIssue(first));
  if (settings.enableTeams && !lobby.settings.enableTeams) {
    const teams = { ...settings.teams };
    for (const id of Object.keys(lobby.players)) teams[id] ??= 0;
    settings.teams = teams;
  }
  return withDerivedTeams({ ...lobby, settings });
}
