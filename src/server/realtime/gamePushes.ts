import { roundStatePatchFor, sharedRoundStatePatch } from "../../game/battle/roundStatePatch.js";
import { roundStateFor, viewFor } from "../../game/battle/view.js";
import { setRecent } from "../../shared/recentlyUsed.js";
import { memberIds } from "../../shared/members.js";
import type { Game } from "../../shared/documents.js";
import {
  diffDocument,
  isEmptyPatch,
  sameValue,
  type DocumentPatch,
} from "../../shared/documentPatch.js";

/** One message for some members of a game, or for all of them (`to` null): a patch or the view. */
export type GamePush = { to: string[] | null } & (
  { patch: DocumentPatch; base: number } | { doc: Game }
);

/**
 * The version each member of each game was last sent, so that a change a member cannot see (a
 * mana check by someone else, the server's own bookkeeping) sends that member nothing, and their
 * next patch says it applies from that version on. Only a single process may keep it: with several,
 * another process may have sent a member something since, so every change goes to everyone.
 */
export class PushLedger {
  private readonly sent = new Map<string, Map<string, number>>();

  /** Games not deleted but long over are forgotten, oldest first; a member then resyncs once. */
  constructor(private readonly capacity = 20_000) {}

  lastSent(code: string, memberId: string): number | undefined {
    return this.sent.get(code)?.get(memberId);
  }

  record(code: string, memberId: string, version: number): void {
    const members = this.sent.get(code) ?? new Map<string, number>();
    // The games in use stay at the back; the oldest goes first.
    setRecent(this.sent, code, members, this.capacity);
    members.set(memberId, version);
  }

  forget(code: string): void {
    this.sent.delete(code);
  }
}

/**
 * What to send for a game's new version. While a round is open each member sees their own view
 * (their own move and mana checks only), so each gets their own message; otherwise every member
 * sees the same document, sent once to the room when they all hold the same base.
 */
export function planGamePushes(
  code: string,
  game: Game,
  before: Game | null,
  version: number,
  ledger: PushLedger | null,
): GamePush[] {
  // Those who left the game see nothing more of it, as nobody outside it does.
  const members = memberIds(game);
  const record = (pushes: GamePush[]) => {
    for (const push of pushes) {
      for (const member of push.to ?? members) ledger?.record(code, member, version);
    }
    return pushes;
  };
  const baseOf = (member: string) => ledger?.lastSent(code, member) ?? version - 1;

  if (game.roundState.inProgress) {
    if (!before)
      return record(members.map((member) => ({ to: [member], doc: viewFor(game, member) })));
    const patches: { to: string[]; patch: DocumentPatch; base: number }[] = [];
    // Views differ only in their round state: everything else is diffed once, for everyone.
    const shared = diffDocument(viewFor(before, ""), viewFor(game, ""));
    const { roundState: _set, ...sharedSet } = shared.set;
    const { roundState: _inside, ...sharedInside } = shared.inside ?? {};
    // While the round stays open, each member's round state patch is derived from one diff.
    const bothOpen = before.roundState.inProgress;
    const sharedRoundState = bothOpen
      ? sharedRoundStatePatch(before.roundState, game.roundState)
      : null;
    for (const member of members) {
      const roundState = sharedRoundState
        ? roundStatePatchFor(before.roundState, game.roundState, member, sharedRoundState)
        : diffDocument(
            roundStateFor(before.roundState, member),
            roundStateFor(game.roundState, member),
          );
      const patch: DocumentPatch = { set: sharedSet, append: shared.append, unset: shared.unset };
      const inside = isEmptyPatch(roundState) ? sharedInside : { ...sharedInside, roundState };
      if (Object.keys(inside).length > 0) patch.inside = inside;
      if (ledger && isEmptyPatch(patch)) continue;
      // A move changes one entry of everyone's round state the same way (blank for all but the
      // player who moved): one message for all of them is encoded once, and Socket.IO keeps one
      // copy for connection state recovery instead of one per member.
      const base = baseOf(member);
      const same = patches.find((push) => push.base === base && sameValue(push.patch, patch));
      if (same) same.to.push(member);
      else patches.push({ to: [member], patch, base });
    }
    return record(patches);
  }

  const view = viewFor(game, "");
  if (!before) return record([{ to: null, doc: view }]);
  const patch = diffDocument(viewFor(before, ""), view);
  if (ledger && isEmptyPatch(patch)) return [];
  const bases = members.map(baseOf);
  if (bases.every((base) => base === bases[0]))
    return record([{ to: null, patch, base: bases[0] ?? version - 1 }]);
  // Some members were spared changes the others saw: each gets the patch from their own base.
  const byBase = new Map<number, string[]>();
  members.forEach((member, index) => {
    const base = bases[index] ?? 0;
    byBase.set(base, [...(byBase.get(base) ?? []), member]);
  });
  return record([...byBase].map(([base, to]) => ({ to, patch, base })));
}
