import type { Lobby, LobbyPlayer } from "../../shared/documents.js";
import { AppError } from "../../shared/errors.js";
import { MESSAGES } from "../../shared/messages.js";
import { ownEntry } from "../../shared/ownEntry.js";
import { DEFAULT_SETTINGS } from "../../shared/settings.js";
import { requireHost, requireMember, requirePlayer, requireWaiting } from "./guards.js";
import { freeIcon } from "./icons.js";
import { isNameTaken } from "./names.js";
import { withDerivedTeams } from "./teams.js";

export interface NewPlayer {
  id: string;
  name: string;
  iconId: number;
  language: string;
}

function seat(player: NewPlayer, isHost: boolean, now: number): LobbyPlayer {
  return { ...player, isHost, isBot: false, team: 0, connected: true, joinedAt: now };
}

/**
 * A new lobby with its host and SPEC section 9's default settings. Max players starts at the
 * host's allowed maximum (SPEC section 3, userMaxPlayers): a host who pays for 12 seats gets 12.
 */
export function createLobby(
  code: string,
  host: NewPlayer,
  userMaxPlayers: number,
  now: number,
): Lobby {
  return {
    code,
    status: "waiting",
    hostId: host.id,
    players: { [host.id]: seat(host, true, now) },
    settings: { ...DEFAULT_SETTINGS, maxPlayers: userMaxPlayers },
    userMaxPlayers,
    createdAt: now,
  };
}

/**
 * SPEC section 8, join lobby: each refusal with its code and message. A newcomer whose wizard is
 * worn already gets a free one (`freeIcon`).
 */
export function joinLobby(lobby: Lobby, player: NewPlayer, now: number): Lobby {
  if (ownEntry(lobby.players, player.id))
    throw new AppError("already-exists", MESSAGES.alreadyInLobby);
  requireWaiting(lobby);
  if (Object.keys(lobby.players).length >= lobby.settings.maxPlayers) {
    throw new AppError("resource-exhausted", MESSAGES.lobbyFull);
  }
  if (isNameTaken(lobby, player.name)) throw new AppError("already-exists", MESSAGES.nameTaken);
  const teams = lobby.settings.enableTeams
    ? { ...lobby.settings.teams, [player.id]: 0 }
    : lobby.settings.teams;
  return withDerivedTeams({
    ...lobby,
    players: {
      ...lobby.players,
      [player.id]: seat({ ...player, iconId: freeIcon(lobby, player.iconId) }, false, now),
    },
    settings: { ...lobby.settings, teams },
  });
}

function without(lobby: Lobby, playerId: string): Lobby {
  const players = { ...lobby.players };
  delete players[playerId];
  const teams = { ...lobby.settings.teams };
  delete teams[playerId];
  return { ...lobby, players, settings: { ...lobby.settings, teams } };
}

/**
 * A member leaves. The host leaving, or the last human leaving, closes the lobby (null): its game
 * goes with it.
 */
export function leaveLobby(lobby: Lobby, playerId: string): Lobby | null {
  const player = requireMember(lobby, playerId);
  if (player.isHost) return null;
  const next = without(lobby, playerId);
  const humansLeft = Object.values(next.players).some((member) => !member.isBot);
  return humansLeft ? next : null;
}

export function removePlayer(lobby: Lobby, callerId: string, playerId: string): Lobby {
  requireHost(lobby, callerId);
  requireWaiting(lobby);
  const target = requirePlayer(lobby, playerId);
  if (target.isHost) throw new AppError("failed-precondition", MESSAGES.hostCannotBeRemoved);
  return without(lobby, playerId);
}

/** A player renames themselves; the host may rename anyone, bots included. */
export function renamePlayer(
  lobby: Lobby,
  callerId: string,
  playerId: string,
  name: string,
): Lobby {
  const caller = requireMember(lobby, callerId);
  if (callerId !== playerId && !caller.isHost) {
    throw new AppError("permission-denied", MESSAGES.renameSelfOnly);
  }
  const target = requirePlayer(lobby, playerId);
  if (isNameTaken(lobby, name, playerId)) throw new AppError("already-exists", MESSAGES.nameTaken);
  return { ...lobby, players: { ...lobby.players, [playerId]: { ...target, name } } };
}

/** Presence: `connected` follows the member's sockets. Unchanged lobbies are returned as they are. */
export function setConnected(lobby: Lobby, playerId: string, connected: boolean): Lobby {
  const player = ownEntry(lobby.players, playerId);
  if (!player || player.connected === connected) return lobby;
  return { ...lobby, players: { ...lobby.players, [playerId]: { ...player, connected } } };
}
