import { updateSettings as updateSettingsRule } from "../../../game/lobby/settings.js";
import { updateSettingsPayload } from "../../../shared/lobbyPayloads.js";
import { loadHostEntitlement } from "../../billing/entitlements.js";
import { defineFunction } from "../registry.js";
import { mutateLobby } from "./mutateLobby.js";

export const updateSettings = defineFunction({
  name: "updateSettings",
  input: updateSettingsPayload,
  async handle({ caller, services }, data) {
    // A host who upgraded since creating the lobby may use the new tier's size at once.
    const { maxPlayers } = await loadHostEntitlement(
      services.database.db,
      caller.id,
      services.config.billing,
    );
    const lobby = await mutateLobby(services, data.lobbyCode, (current) =>
      updateSettingsRule(
        current.hostId === caller.id ? { ...current, userMaxPlayers: maxPlayers } : current,
        caller.id,
        data.settings,
      ),
    );
    return { settings: lobby?.settings };
  },
});
