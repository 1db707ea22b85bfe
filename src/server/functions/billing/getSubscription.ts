import { getSubscriptionPayload } from "../../../shared/billingPayloads.js";
import { defineFunction } from "../registry.js";

export const getSubscription = defineFunction({
  name: "getSubscription",
  input: getSubscriptionPayload,
  handle: ({ caller, services }) => services.billing.view(caller.id),
});
