import { z } from "zod";
import { PLAN_IDS } from "./constants.js";

/** A link back into the web app: a path ("/account") or a URL on the same site. */
const backLink = z.string().trim().min(1).max(500);

export const createCheckoutSessionPayload = z.object({
  plan: z.enum(PLAN_IDS),
  successUrl: backLink.optional(),
  cancelUrl: backLink.optional(),
});

export const createPortalLinkPayload = z.object({ returnUrl: backLink.optional() });

export const getSubscriptionPayload = z.object({}).strict();

export const demoCheckoutPayload = z.object({ sessionId: z.string().trim().min(1).max(100) });

export const completeDemoCheckoutPayload = demoCheckoutPayload.extend({
  outcome: z.enum(["paid", "declined", "canceled"]),
});

export const demoBillingPayload = z.discriminatedUnion("action", [
  z.object({ action: z.literal("cancel") }),
  z.object({ action: z.literal("resume") }),
  z.object({ action: z.literal("switch"), plan: z.enum(PLAN_IDS) }),
  /** Ends the current period now, as if a month went by: renewal or, if cancelled, the end. */
  z.object({ action: z.literal("advance") }),
]);

/** What getSubscription answers: SPEC section 3's subscription record and account view. */
export interface SubscriptionView {
  provider: "stripe" | "demo" | "off";
  credits: number | null;
  tier: (typeof PLAN_IDS)[number] | null;
  maxPlayers: number;
  subscription: {
    plan: (typeof PLAN_IDS)[number];
    status: string;
    currentPeriodEnd: number;
    cancelAtPeriodEnd: boolean;
  } | null;
}

export interface DemoCheckoutView {
  plan: (typeof PLAN_IDS)[number];
  priceUsd: number;
  status: string;
  /** The plan the buyer has now, if any: confirming then switches. */
  currentPlan: (typeof PLAN_IDS)[number] | null;
  cancelUrl: string;
}
