import { createPortalLinkPayload } from "../../../shared/billingPayloads.js";
import { defineFunction } from "../registry.js";

export const createPortalLink = defineFunction({
  name: "createPortalLink",
  input: createPortalLinkPayload,
  async handle({ caller, services, origin }, data) {
    return { url: await services.billing.portalLink(caller, origin, data.returnUrl) };
  },
});
