import { updateSettings as updateSettingsRule } from "../../../game/lobby/settings.js";
import { updateSettingsPayload } from "../../../shared/lobbyPayloads.js";
import { defineFunction } from "../registry.js";
import { mutateLobby } from "./mutateLobby.js";

export const updateSettings = defineFunction({
  name: "updateSettings",
  input: updateSettingsPayload,
  async handle({ caller, services }, data) {
    const lobby = await mutateLobby(services, data.lobbyCode, (current) =>
      updateSettingsRule(current, caller.id, data.settings),
    );
    return { settings: lobby?.settings };
  },
});
