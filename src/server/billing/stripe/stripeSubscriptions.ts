import type Stripe from "stripe";
import type { PlanId } from "../../../shared/constants.js";
import type { SubscriptionRecord } from "../subscriptionStore.js";
import type { StripeConfig } from "./stripeClient.js";

export function planForPrice(config: StripeConfig, priceId: string): PlanId | null {
  const entry = Object.entries(config.prices).find(([, id]) => id === priceId);
  return (entry?.[0] as PlanId | undefined) ?? null;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

/** Our record of a Stripe subscription, or null when its price is none of our plans. */
export function recordFromStripe(
  config: StripeConfig,
  userId: string,
  subscription: Stripe.Subscription,
): SubscriptionRecord | null {
  const item = subscription.items.data[0];
  const priceId = item?.price.id;
  const plan = priceId ? planForPrice(config, priceId) : null;
  if (!item || !priceId || !plan) return null;
  // Newer API versions keep the period on the item; older ones on the subscription.
  const legacy = subscription as unknown as { current_period_end?: number };
  const periodEnd = item.current_period_end ?? legacy.current_period_end ?? 0;
  return {
    userId,
    provider: "stripe",
    providerCustomerId: idOf(subscription.customer),
    providerSubscriptionId: subscription.id,
    plan,
    priceId,
    status: subscription.status,
    currentPeriodEnd: new Date(periodEnd * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

/** The subscription an invoice pays for, wherever this API version keeps it. */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const parent = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null })
    .subscription;
  return idOf(parent ?? legacy ?? null);
}

export { idOf };
