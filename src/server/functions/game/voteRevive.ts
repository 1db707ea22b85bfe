import { voteRevive as voteReviveRule } from "../../../game/battle/revive.js";
import { voteRevivePayload } from "../../../shared/gamePayloads.js";
import { ownEntry } from "../../../shared/ownEntry.js";
import { mutateGame } from "../../battle/gameTransactions.js";
import { defineFunction } from "../registry.js";

export const voteRevive = defineFunction({
  name: "voteRevive",
  input: voteRevivePayload,
  async handle({ caller, services }, data) {
    return mutateGame(services, data.gameId, (game) => {
      const next = voteReviveRule(game, caller.id, data.targetId, services.now());
      return {
        game: next,
        result: {
          votes: Object.keys(ownEntry(next.roundState.reviveVotes, data.targetId) ?? {}).length,
        },
      };
    });
  },
});
