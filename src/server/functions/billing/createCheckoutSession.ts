import { createCheckoutSessionPayload } from "../../../shared/billingPayloads.js";
import { defineFunction } from "../registry.js";

export const createCheckoutSession = defineFunction({
  name: "createCheckoutSession",
  input: createCheckoutSessionPayload,
  handle: ({ caller, services, origin }, data) =>
    services.billing.createCheckout(caller, origin, data),
});
