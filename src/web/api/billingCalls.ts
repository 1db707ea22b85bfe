import type { DemoCheckoutView, SubscriptionView } from "../../shared/billingPayloads.js";
import type { PlanId } from "../../shared/constants.js";
import { callFunction } from "./functions.js";

/** The billing functions as the pricing, account and demo pages call them. */
export const billingCalls = {
  createCheckoutSession: (plan: PlanId, links: { successUrl?: string; cancelUrl?: string } = {}) =>
    callFunction<{ url: string }>("createCheckoutSession", { plan, ...links }),
  createPortalLink: (returnUrl: string) =>
    callFunction<{ url: string }>("createPortalLink", { returnUrl }),
  getSubscription: () => callFunction<SubscriptionView>("getSubscription", {}),
  getDemoCheckout: (sessionId: string) =>
    callFunction<DemoCheckoutView>("getDemoCheckout", { sessionId }),
  completeDemoCheckout: (sessionId: string, outcome: "paid" | "declined" | "canceled") =>
    callFunction<{ redirect: string }>("completeDemoCheckout", { sessionId, outcome }),
  demoBilling: (
    action:
      | { action: "cancel" }
      | { action: "resume" }
      | { action: "advance" }
      | { action: "switch"; plan: PlanId },
  ) => callFunction<SubscriptionView>("demoBilling", action),
};
