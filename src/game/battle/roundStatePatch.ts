import type { RoundState } from "../../shared/documents.js";
import { diffDocument, isEmptyPatch, type DocumentPatch } from "../../shared/documentPatch.js";
import { ownEvaluations, shownMove } from "./view.js";

const HIDDEN = {};

/**
 * What changed in the round state that every member sees alike, for `roundStatePatchFor`: the
 * moves and mana checks, which each member sees their own way, are left out.
 */
export function sharedRoundStatePatch(before: RoundState, after: RoundState): DocumentPatch {
  return diffDocument(
    { ...before, moves: HIDDEN, evaluations: HIDDEN },
    { ...after, moves: HIDDEN, evaluations: HIDDEN },
  );
}

/**
 * While a round stays open, the patch of one member's view of the round state (`roundStateFor`)
 * from `before` to `after`, equal to diffing the two views but without building them: a move
 * would otherwise rebuild and compare every member's copy of the moves twice, a large share of
 * what the server allocated under load. `shared` is `sharedRoundStatePatch(before, after)`.
 */
export function roundStatePatchFor(
  before: RoundState,
  after: RoundState,
  member: string,
  shared: DocumentPatch,
): DocumentPatch {
  const inside: Record<string, DocumentPatch> = { ...shared.inside };
  if (before.moves !== after.moves) {
    const moves = movesPatch(before.moves, after.moves, member);
    if (!isEmptyPatch(moves)) inside.moves = moves;
  }
  const ownBefore = ownEvaluations(before, member);
  const ownAfter = ownEvaluations(after, member);
  if (ownAfter !== ownBefore)
    inside.evaluations =
      ownAfter === undefined
        ? { set: {}, append: {}, unset: [member] }
        : { set: { [member]: ownAfter }, append: {}, unset: [] };
  const patch: DocumentPatch = { set: shared.set, append: shared.append, unset: shared.unset };
  if (Object.keys(inside).length > 0) patch.inside = inside;
  return patch;
}

/** The moves as `shownMove` lets the member see them, before and after. */
function movesPatch(
  before: Record<string, string>,
  after: Record<string, string>,
  member: string,
): DocumentPatch {
  const set: Record<string, string> = {};
  const unset: string[] = [];
  for (const [id, text] of Object.entries(after)) {
    const shown = shownMove(id, text, member);
    if (!Object.hasOwn(before, id) || shownMove(id, before[id]!, member) !== shown) set[id] = shown;
  }
  for (const id of Object.keys(before)) if (!Object.hasOwn(after, id)) unset.push(id);
  return { set, append: {}, unset };
}
