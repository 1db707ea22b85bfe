import { TEAM_MAX } from "../../shared/constants.js";
import type { Lobby } from "../../shared/documents.js";
import { AppError } from "../../shared/errors.js";
import { MESSAGES } from "../../shared/messages.js";
import { ownEntry } from "../../shared/ownEntry.js";
import { requireHost, requirePlayer, requireWaiting } from "./guards.js";

/** The badge a host clicks cycles 0, 1 … 5, then back to 0. */
export function nextTeam(team: number): number {
  return team >= TEAM_MAX ? 0 : team + 1;
}

/** Every player's `team` mirrors `settings.teams` (0 when teams are off or unset). */
export function withDerivedTeams(lobby: Lobby): Lobby {
  const players: Lobby["players"] = {};
  for (const [id, player] of Object.entries(lobby.players)) {
    const team = lobby.settings.enableTeams ? (ownEntry(lobby.settings.teams, id) ?? 0) : 0;
    players[id] = { ...player, team };
  }
  return { ...lobby, players };
}

export function setPlayerTeam(
  lobby: Lobby,
  callerId: string,
  playerId: string,
  team: number,
): Lobby {
  requireHost(lobby, callerId);
  requireWaiting(lobby);
  requirePlayer(lobby, playerId);
  if (!lobby.settings.enableTeams)
    throw new AppError("failed-precondition", MESSAGES.teamsDisabled);
  const teams = { ...lobby.settings.teams, [playerId]: team };
  return withDerivedTeams({ ...lobby, settings: { ...lobby.settings, teams } });
}
