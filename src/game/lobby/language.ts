import type { Game, Lobby } from "../../shared/documents.js";
import { ownEntry } from "../../shared/ownEntry.js";

/**
 * A member's reading language, in the lobby and in its game: the narration of later rounds comes
 * in it. Unchanged documents are returned as they were, so nothing is saved or pushed.
 */
export function setLobbyLanguage(lobby: Lobby, playerId: string, language: string): Lobby {
  const player = ownEntry(lobby.players, playerId);
  if (!player || player.language === language) return lobby;
  return { ...lobby, players: { ...lobby.players, [playerId]: { ...player, language } } };
}

export function setGameLanguage(game: Game, playerId: string, language: string): Game {
  const player = ownEntry(game.players, playerId);
  if (!player || player.language === language) return game;
  return { ...game, players: { ...game.players, [playerId]: { ...player, language } } };
}
