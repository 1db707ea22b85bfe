import { ICON_COUNT } from "../../shared/constants.js";
import type { Lobby } from "../../shared/documents.js";
import { AppError } from "../../shared/errors.js";
import { MESSAGES } from "../../shared/messages.js";
import { pick, seededRandom } from "../../shared/random.js";
import { requireHost, requireWaiting } from "./guards.js";
import { freeIcon } from "./icons.js";
import { uniqueName } from "./names.js";
import { withDerivedTeams } from "./teams.js";

/** SPEC section 9: a pool of 45 first names for bots. */
export const BOT_NAMES = [
  "Merlin",
  "Morgana",
  "Gandric",
  "Elowen",
  "Thaddeus",
  "Isolde",
  "Alaric",
  "Seraphina",
  "Balthazar",
  "Nimue",
  "Cassius",
  "Rowena",
  "Lucan",
  "Ysolde",
  "Evander",
  "Briony",
  "Corvin",
  "Maelis",
  "Osric",
  "Thessaly",
  "Dorian",
  "Ilsabet",
  "Fenwick",
  "Calla",
  "Hadrian",
  "Wren",
  "Ignatius",
  "Selene",
  "Percival",
  "Aurelia",
  "Bram",
  "Lysandra",
  "Cedric",
  "Ondine",
  "Magnus",
  "Vesper",
  "Tobias",
  "Ariadne",
  "Emrys",
  "Odessa",
  "Quill",
  "Sabine",
  "Zephyr",
  "Tamsin",
  "Caspian",
] as const;

export const BOT_ID_PREFIX = "bot_";

export function isBotId(id: string): boolean {
  return id.startsWith(BOT_ID_PREFIX);
}

/** Adds a bot with a name from the pool and a free icon, both drawn from `seed`. */
export function addBot(lobby: Lobby, callerId: string, seed: number, now: number): Lobby {
  requireHost(lobby, callerId);
  requireWaiting(lobby);
  if (Object.keys(lobby.players).length >= lobby.settings.maxPlayers) {
    throw new AppError("resource-exhausted", MESSAGES.lobbyFull);
  }
  const random = seededRandom(seed);
  const taken = new Set(Object.values(lobby.players).map((player) => player.name.toLowerCase()));
  const fresh = BOT_NAMES.filter((name) => !taken.has(name.toLowerCase()));
  const name = uniqueName(lobby, pick(fresh.length > 0 ? fresh : BOT_NAMES, random));
  let id = `${BOT_ID_PREFIX}${Math.floor(random() * 2 ** 32).toString(36)}`;
  while (lobby.players[id]) id += "x";
  const players = {
    ...lobby.players,
    [id]: {
      id,
      name,
      isHost: false,
      isBot: true,
      iconId: freeIcon(lobby, Math.floor(random() * ICON_COUNT)),
      team: 0,
      language: "en",
      connected: true,
      joinedAt: now,
    },
  };
  const teams = lobby.settings.enableTeams
    ? { ...lobby.settings.teams, [id]: 0 }
    : lobby.settings.teams;
  return withDerivedTeams({ ...lobby, players, settings: { ...lobby.settings, teams } });
}
