import type { PlanId } from "../../shared/constants.js";
import type { SubscriptionRecord } from "./subscriptionStore.js";

export interface CheckoutRequest {
  /** Our checkout session record's id. */
  sessionId: string;
  userId: string;
  email: string;
  plan: PlanId;
  successUrl: string;
  cancelUrl: string;
  /** The buyer's subscription now, if any: a subscriber changes plan instead of buying twice. */
  current: SubscriptionRecord | null;
  origin: string;
}

export interface PortalRequest {
  userId: string;
  current: SubscriptionRecord | null;
  returnUrl: string;
  origin: string;
}

/** Where a buyer pays and manages billing: Stripe, or the embedded demo. */
export interface PaymentProvider {
  readonly kind: "stripe" | "demo";
  priceId(plan: PlanId): string;
  checkout(request: CheckoutRequest): Promise<{ url: string; providerSessionId: string | null }>;
  portal(request: PortalRequest): Promise<string>;
}
