import unhomoglyph from "unhomoglyph";
import { NAME_MAX } from "../../shared/constants.js";
import type { Lobby } from "../../shared/documents.js";
import { cutToGraphemes } from "../../shared/visibleText.js";

const DRAWS_NOTHING = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * Unicode TR39's skeleton: two strings that look alike have the same skeleton ("Маrk" in Cyrillic
 * and "Mark" are both "Mark"). The prototypes come from the Unicode confusables data in
 * `unhomoglyph`; it is meant for comparing, not for showing ("m" becomes "rn").
 */
function skeleton(text: string): string {
  return unhomoglyph(text.normalize("NFD").replace(DRAWS_NOTHING, "")).normalize("NFD");
}

function lowerCase(text: string): string {
  return text.normalize("NFKC").toLocaleLowerCase("en");
}

/**
 * The forms two names are compared by. Skeletons are case-sensitive, and lower-casing first is not
 * enough: a Cyrillic capital М looks like M but its small form м does not look like m. So both
 * orders are kept, and two names clash when any of their forms agree.
 */
function lookAlikeForms(name: string): string[] {
  return [skeleton(lowerCase(name)), skeleton(lowerCase(skeleton(name)))];
}

/** Whether two names would pass for each other in a player list, case aside. */
export function namesLookAlike(first: string, second: string): boolean {
  const firstForms = lookAlikeForms(first);
  return lookAlikeForms(second).some((form) => firstForms.includes(form));
}

/**
 * Names are unique in a lobby, compared case-insensitively (SPEC section 5); a look-alike in
 * another script counts as the same name, or a player could pass for another.
 */
export function isNameTaken(lobby: Lobby, name: string, exceptPlayerId?: string): boolean {
  return Object.values(lobby.players).some(
    (player) => player.id !== exceptPlayerId && namesLookAlike(player.name, name),
  );
}

/** A duplicate bot name gets a numeric suffix: Merlin, Merlin 2, Merlin 3… */
export function uniqueName(lobby: Lobby, base: string, exceptPlayerId?: string): string {
  if (!isNameTaken(lobby, base, exceptPlayerId)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${cutToGraphemes(base, NAME_MAX - 3)} ${suffix}`;
    if (!isNameTaken(lobby, candidate, exceptPlayerId)) return candidate;
  }
}
