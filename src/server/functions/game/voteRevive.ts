import { reviveCounts, voteRevive as voteReviveRule } from "../../../game/battle/revive.js";
import { voteRevivePayload } from "../../../shared/gamePayloads.js";
import { mutateGame } from "../../battle/gameTransactions.js";
import { defineFunction } from "../registry.js";

export const voteRevive = defineFunction({
  name: "voteRevive",
  input: voteRevivePayload,
  async handle({ caller, services }, data) {
    return mutateGame(services, data.gameId, (game) => {
      const next = voteReviveRule(game, caller.id, data.targetId, services.now());
      // The count every player sees (`reviveCounts`): votes of connected living humans over them.
      const count = reviveCounts(next)[data.targetId] ?? { votes: 0, needed: 0 };
      return { game: next, result: count };
    });
  },
});
