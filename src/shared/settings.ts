import type { Settings } from "./documents.js";
import { FREE_TIER_MAX_PLAYERS } from "./constants.js";

/** The lobby defaults of SPEC section 9 (taken from the lobby creation view). */
export const DEFAULT_SETTINGS: Settings = {
  // A new lobby replaces it with its host's allowed maximum (createLobby).
  maxPlayers: FREE_TIER_MAX_PLAYERS,
  roundTime: 120,
  maxRounds: 40,
  evaluationLimit: 3,
  initialHealth: 100,
  maxHealth: 100,
  initialMana: 1000,
  maxMana: 100,
  manaRegen: 10,
  initialAffinity: -1,
  affinityIncrement: 0,
  enableTeams: false,
  teams: {},
  gameMode: "classic",
  displaySpeed: 1,
  cappedHealth: true,
  cappedMana: true,
  enhanceEvents: true,
};
