import type { Game, GamePlayer } from "../../shared/documents.js";
import { living } from "./access.js";

/**
 * The living players a round waits for: bots, and humans who are connected (`connected` turns
 * false once a socket has been gone for the presence grace, src/server/realtime/presence.ts), so a
 * closed tab no longer holds every round to its timer. When no living human is connected at all,
 * the round waits for every living player: a table nobody watches runs on its timer rather than
 * racing through rounds the host pays for.
 */
export function awaitedPlayers(game: Game): GamePlayer[] {
  const standing = living(game);
  const someoneWatching = standing.some((player) => !player.isBot && player.connected);
  return someoneWatching ? standing.filter((player) => player.isBot || player.connected) : standing;
}
