import type { Lobby } from "../../shared/documents.js";

function fold(name: string): string {
  return name.normalize("NFKC").toLocaleLowerCase("en");
}

/** Names are unique in a lobby, compared case-insensitively (SPEC section 5). */
export function isNameTaken(lobby: Lobby, name: string, exceptPlayerId?: string): boolean {
  const wanted = fold(name);
  return Object.values(lobby.players).some(
    (player) => player.id !== exceptPlayerId && fold(player.name) === wanted,
  );
}

/** A duplicate bot name gets a numeric suffix: Merlin, Merlin 2, Merlin 3… */
export function uniqueName(lobby: Lobby, base: string, exceptPlayerId?: string): string {
  if (!isNameTaken(lobby, base, exceptPlayerId)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base.slice(0, 17)} ${suffix}`;
    if (!isNameTaken(lobby, candidate, exceptPlayerId)) return candidate;
  }
}
