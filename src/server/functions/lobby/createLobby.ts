import { createLobby as createLobbyRule } from "../../../game/lobby/membership.js";
import { AppError } from "../../../shared/errors.js";
import { createLobbyPayload } from "../../../shared/lobbyPayloads.js";
import { MESSAGES } from "../../../shared/messages.js";
import { loadHostEntitlement } from "../../billing/entitlements.js";
import { defineFunction } from "../registry.js";
import { generateLobbyCode } from "./lobbyCode.js";

const CODE_ATTEMPTS = 20;

export const createLobby = defineFunction({
  name: "createLobby",
  input: createLobbyPayload,
  async handle({ caller, services }, data) {
    if (caller.isAnonymous) throw new AppError("unauthenticated", MESSAGES.loginToCreate);
    const entitlement = await loadHostEntitlement(
      services.database.db,
      caller.id,
      services.config.billing,
    );
    if (!entitlement.canHost) {
      // Someone who had credits and spent them is out of credits; on a server that grants none,
      // hosting needs a subscription.
      throw services.config.freeCredits > 0
        ? new AppError("resource-exhausted", MESSAGES.freeCreditsUnavailable)
        : new AppError("permission-denied", MESSAGES.subscriptionRequired);
    }
    const host = {
      id: caller.id,
      name: data.playerName,
      iconId: data.iconId,
      language: data.language,
    };
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
      const code = generateLobbyCode();
      const lobby = createLobbyRule(code, host, entitlement.maxPlayers, services.now());
      const created = await services.documents.transact((tx) => tx.create("lobby", code, lobby));
      if (created) return { code };
    }
    throw new AppError("internal", MESSAGES.internal);
  },
});
