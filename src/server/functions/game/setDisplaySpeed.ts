import { setDisplaySpeed as setDisplaySpeedRule } from "../../../game/battle/hostActions.js";
import { setDisplaySpeedPayload } from "../../../shared/gamePayloads.js";
import { mutateGame } from "../../battle/gameTransactions.js";
import { defineFunction } from "../registry.js";

export const setDisplaySpeed = defineFunction({
  name: "setDisplaySpeed",
  input: setDisplaySpeedPayload,
  async handle({ caller, services }, data) {
    return mutateGame(services, data.gameId, (game) => ({
      game: setDisplaySpeedRule(game, caller.id, data.displaySpeed),
      result: { displaySpeed: data.displaySpeed },
    }));
  },
});
