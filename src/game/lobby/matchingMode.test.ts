import { describe, expect, it } from "vitest";
import { GAME_MODES } from "../../shared/constants.js";
import { DEFAULT_SETTINGS } from "../../shared/settings.js";
import { matchingMode, mergeSettings } from "./settings.js";

describe("matchingMode", () => {
  it("names no mode for the spec's default values, though the default mode is classic", () => {
    expect(DEFAULT_SETTINGS.gameMode).toBe("classic");
    expect(matchingMode(DEFAULT_SETTINGS)).toBeNull();
  });

  it("names each mode once its preset is chosen", () => {
    for (const mode of GAME_MODES)
      expect(matchingMode(mergeSettings(DEFAULT_SETTINGS, { gameMode: mode }))).toBe(mode);
  });

  it("turns custom when a preset value is edited, and ignores values no preset sets", () => {
    const quick = mergeSettings(DEFAULT_SETTINGS, { gameMode: "quickplay" });
    expect(matchingMode(mergeSettings(quick, { manaRegen: 31 }))).toBeNull();
    expect(matchingMode(mergeSettings(quick, { roundTime: 45, maxPlayers: 4 }))).toBe("quickplay");
  });
});
