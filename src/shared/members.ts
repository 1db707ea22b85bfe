import { ownEntry } from "./ownEntry.js";

/** What membership needs of a lobby or game: its players, some of whom may have left a game. */
interface WithPlayers {
  players: Readonly<Record<string, { id: string; left?: boolean }>>;
}

/**
 * Whether `userId` is a member of a lobby or game, who may read it and act in it. A wizard who left
 * a game under way stays among its players, shown defeated to the others, but is no member.
 */
export function isMemberOf(doc: WithPlayers, userId: string): boolean {
  const player = ownEntry(doc.players, userId);
  return player !== undefined && player.left !== true;
}

/**
 * The ids of a lobby's or game's members: its players, less those who left the game. Called for
 * every change pushed, so it walks the players with `for...in` rather than building entries.
 */
export function memberIds(doc: WithPlayers): string[] {
  const ids: string[] = [];
  for (const id in doc.players) if (doc.players[id]?.left !== true) ids.push(id);
  return ids;
}
