import { ICON_COUNT } from "../../shared/constants.js";
import type { Lobby } from "../../shared/documents.js";

/**
 * The wizard a newcomer gets: the one they asked for while nobody wears it, else the next free
 * one after it. Every browser starts on the first wizard, so without this all friends joined as
 * the same green wizard. Past four players none is free: the least worn one (the first after the
 * wish among equals) keeps the colours spread.
 */
export function freeIcon(lobby: Lobby, wanted: number): number {
  const worn = (icon: number) =>
    Object.values(lobby.players).filter((player) => player.iconId === icon).length;
  let best = wanted;
  for (let step = 1; step < ICON_COUNT; step += 1) {
    const icon = (wanted + step) % ICON_COUNT;
    if (worn(icon) < worn(best)) best = icon;
  }
  return best;
}
