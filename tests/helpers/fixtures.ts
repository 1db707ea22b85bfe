import { DEFAULT_SETTINGS } from "../../src/shared/settings.js";
import type { Lobby } from "../../src/shared/documents.js";

/** A waiting lobby with the given members, written straight to the store by realtime tests. */
export function lobbyDoc(code: string, memberIds: string[]): Lobby {
  const players: Lobby["players"] = {};
  memberIds.forEach((id, index) => {
    players[id] = {
      id,
      name: `Wizard ${index + 1}`,
      isHost: index === 0,
      isBot: false,
      iconId: index % 4,
      team: 0,
      language: "en",
      connected: true,
      joinedAt: index,
    };
  });
  return {
    code,
    status: "waiting",
    hostId: memberIds[0] ?? "",
    players,
    settings: { ...DEFAULT_SETTINGS },
    userMaxPlayers: 8,
    createdAt: 0,
  };
}
