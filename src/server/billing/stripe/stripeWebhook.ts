import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import type { Db } from "../../db/database.js";
import { billingEvent, checkoutSession } from "../../db/schema.js";
import { creditPayment, recordSubscription } from "../subscriptionSync.js";
import { findByProviderCustomer } from "../subscriptionStore.js";
import type { StripeConfig } from "./stripeClient.js";
import { idOf, invoiceSubscriptionId, recordFromStripe } from "./stripeSubscriptions.js";

export const STRIPE_WEBHOOK_PATH = "/api/billing/stripe/webhook";

class AlreadyHandled extends Error {}

/**
 * Stripe's webhook: verifies the signature (which also refuses replays older than five minutes),
 * handles each event id once, and reads the subscription's current state from Stripe rather than
 * trusting the event's copy, so events arriving late or out of order still leave the record in
 * step.
 */
export function registerStripeWebhook(
  app: FastifyInstance,
  stripe: Stripe,
  config: StripeConfig,
  db: Db,
): void {
  void app.register(async (scope) => {
    // The signature covers the exact bytes Stripe sent, so this route keeps the body raw.
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const signature = request.headers["stripe-signature"];
      if (typeof signature !== "string" || !Buffer.isBuffer(request.body)) {
        return reply.status(400).send({ error: "Missing Stripe signature" });
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, config.webhookSecret);
      } catch {
        return reply.status(400).send({ error: "Invalid Stripe signature" });
      }
      const outcome = await handleEvent(stripe, config, db, event);
      return reply.send({ received: true, duplicate: outcome === "duplicate" });
    });
  });
}

async function userFor(
  db: Db,
  subscription: Stripe.Subscription,
  hint: string | null,
): Promise<string | null> {
  if (hint) return hint;
  if (subscription.metadata.userId) return subscription.metadata.userId;
  const customer = idOf(subscription.customer);
  return customer ? ((await findByProviderCustomer(db, customer))?.userId ?? null) : null;
}

function paymentKind(invoice: Stripe.Invoice): "subscribed" | "upgraded" | "renewed" | null {
  if (invoice.billing_reason === "subscription_create") return "subscribed";
  if (invoice.billing_reason === "subscription_cycle") return "renewed";
  // A plan change that charged money is an upgrade; a downgrade's invoice is a credit note.
  if (invoice.billing_reason === "subscription_update" && invoice.amount_paid > 0)
    return "upgraded";
  return null;
}

export async function handleEvent(
  stripe: Stripe,
  config: StripeConfig,
  db: Db,
  event: Stripe.Event,
): Promise<"handled" | "duplicate" | "ignored"> {
  const [seen] = await db.select().from(billingEvent).where(eq(billingEvent.id, event.id));
  if (seen) return "duplicate";

  let subscriptionId: string | null = null;
  let userHint: string | null = null;
  let payment: { kind: "subscribed" | "upgraded" | "renewed"; reference: string } | null = null;
  let checkoutId: string | null = null;
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      subscriptionId = idOf(session.subscription);
      userHint = session.client_reference_id ?? session.metadata?.userId ?? null;
      checkoutId = session.metadata?.checkoutSessionId ?? null;
      break;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      subscriptionId = event.data.object.id;
      break;
    case "invoice.paid": {
      const invoice = event.data.object;
      subscriptionId = invoiceSubscriptionId(invoice);
      const kind = paymentKind(invoice);
      if (kind && invoice.id) payment = { kind, reference: `stripe:${invoice.id}` };
      break;
    }
    default:
      break;
  }

  const subscription = subscriptionId ? await stripe.subscriptions.retrieve(subscriptionId) : null;
  const userId = subscription ? await userFor(db, subscription, userHint) : null;
  const record = subscription && userId ? recordFromStripe(config, userId, subscription) : null;

  try {
    await db.transaction(async (tx) => {
      const stored = await tx
        .insert(billingEvent)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: billingEvent.id });
      if (stored.length === 0) throw new AlreadyHandled();
      if (!record) return;
      await recordSubscription(tx, record);
      if (payment)
        await creditPayment(tx, record.userId, payment.kind, record.plan, payment.reference);
      if (checkoutId) {
        await tx
          .update(checkoutSession)
          .set({ status: "complete" })
          .where(eq(checkoutSession.id, checkoutId));
      }
    });
  } catch (error) {
    if (error instanceof AlreadyHandled) return "duplicate";
    throw error;
  }
  return record ? "handled" : "ignored";
}
