import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRIPE_WEBHOOK_PATH } from "../../src/server/billing/stripe/stripeWebhook.js";
import type { SubscriptionView } from "../../src/shared/billingPayloads.js";
import { callFunction, signUp, type Session } from "../helpers/api.js";
import { MockStripe } from "../helpers/mockStripe.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";

const WEBHOOK_SECRET = "whsec_test_secret";
const PRICES = { apprentice: "price_apprentice", mage: "price_mage", archmage: "price_archmage" };
const stripe = new Stripe("sk_test_local");
const mock = new MockStripe();
let server: TestServer;

beforeAll(async () => {
  await mock.start();
  server = await startTestServer({
    freeCredits: 0,
    billing: {
      provider: "stripe",
      secretKey: "sk_test_local",
      webhookSecret: WEBHOOK_SECRET,
      prices: PRICES,
      apiUrl: mock.url,
    },
  });
});
afterAll(async () => {
  await server.stop();
  await mock.stop();
});

const call = (name: string, data: unknown, session?: Session) =>
  callFunction(server.url, name, data, session?.token);

async function userId(session: Session): Promise<string> {
  const response = await fetch(`${server.url}/api/me`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  return ((await response.json()) as { id: string }).id;
}

async function account(session: Session): Promise<SubscriptionView> {
  return (await call("getSubscription", {}, session)).body.result as SubscriptionView;
}

let eventCounter = 0;
function event(type: string, object: Record<string, unknown>, id = `evt_${++eventCounter}`) {
  return { id, object: "event", type, created: Math.floor(Date.now() / 1000), data: { object } };
}

/** Delivers an event the way Stripe does, signed with the SDK's own test-header helper. */
async function deliver(
  payload: unknown,
  options: { secret?: string; timestamp?: number } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const body = JSON.stringify(payload);
  const signature = stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  const response = await fetch(`${server.url}${STRIPE_WEBHOOK_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const periodEnd = () => Math.floor(Date.now() / 1000) + 30 * 24 * 3600;

function invoice(id: string, subscription: string, reason: string, amountPaid: number) {
  return {
    id,
    object: "invoice",
    billing_reason: reason,
    amount_paid: amountPaid,
    parent: { type: "subscription_details", subscription_details: { subscription } },
  };
}

/** A subscriber as Stripe would leave one after a paid checkout. */
async function subscribe(plan: keyof typeof PRICES = "mage") {
  const session = await signUp(server.url);
  const uid = await userId(session);
  const sub = `sub_${uid.slice(0, 8)}`;
  mock.setSubscription({
    id: sub,
    userId: uid,
    customer: `cus_${uid.slice(0, 8)}`,
    price: PRICES[plan],
    periodEnd: periodEnd(),
  });
  const completed = await deliver(
    event("checkout.session.completed", {
      id: "cs_test_x",
      object: "checkout.session",
      client_reference_id: uid,
      subscription: sub,
      customer: `cus_${uid.slice(0, 8)}`,
      metadata: { userId: uid },
    }),
  );
  expect(completed.status).toBe(200);
  const paid = await deliver(
    event("invoice.paid", invoice(`in_${sub}_1`, sub, "subscription_create", 500)),
  );
  expect(paid.status).toBe(200);
  return { session, uid, sub };
}

describe("Stripe checkout and portal through the official SDK", () => {
  it("creates a subscription-mode Checkout Session for the plan's price", async () => {
    const buyer = await signUp(server.url);
    const uid = await userId(buyer);
    const answer = await call("createCheckoutSession", { plan: "archmage" }, buyer);
    expect(answer.status).toBe(200);
    expect((answer.body.result as { url: string }).url).toMatch(
      /^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/,
    );
    const request = mock.calls.findLast((entry) => entry.path === "/v1/checkout/sessions");
    expect(request?.params.get("mode")).toBe("subscription");
    expect(request?.params.get("line_items[0][price]")).toBe("price_archmage");
    expect(request?.params.get("client_reference_id")).toBe(uid);
    expect(request?.params.get("success_url")).toBe(`${server.url}/account`);
    expect(request?.params.get("cancel_url")).toBe(`${server.url}/pricing`);
    expect(request?.params.get("subscription_data[metadata][userId]")).toBe(uid);
  });

  it("opens the billing portal for a subscriber", async () => {
    const { session } = await subscribe();
    const link = await call("createPortalLink", { returnUrl: "/account" }, session);
    expect((link.body.result as { url: string }).url).toMatch(
      /^https:\/\/billing\.stripe\.com\/p\/session\//,
    );
    const request = mock.calls.findLast((entry) => entry.path === "/v1/billing_portal/sessions");
    expect(request?.params.get("return_url")).toBe(`${server.url}/account`);
  });
});

describe("the Stripe webhook", () => {
  it("a paid checkout makes the user a subscriber with the plan's credits", async () => {
    const { session } = await subscribe("mage");
    expect(await account(session)).toMatchObject({
      provider: "stripe",
      credits: 1000,
      tier: "mage",
      maxPlayers: 12,
      subscription: { plan: "mage", status: "active", cancelAtPeriodEnd: false },
    });
  });

  it("refuses a bad signature and changes nothing", async () => {
    const { session, sub } = await subscribe("apprentice");
    const forged = await deliver(
      event("invoice.paid", invoice(`in_${sub}_forged`, sub, "subscription_cycle", 300)),
      {
        secret: "whsec_wrong",
      },
    );
    expect(forged.status).toBe(400);
    expect((await account(session)).credits).toBe(500);
  });

  it("refuses a replay of an old delivery", async () => {
    const { session, sub } = await subscribe("apprentice");
    const stale = await deliver(
      event("invoice.paid", invoice(`in_${sub}_old`, sub, "subscription_update", 800)),
      { timestamp: Math.floor(Date.now() / 1000) - 15 * 60 },
    );
    expect(stale.status).toBe(400);
    expect((await account(session)).credits).toBe(500);
  });

  it("ignores a duplicate: the same event, or the same invoice under another event", async () => {
    const { session, sub } = await subscribe("apprentice");
    const upgrade = event("invoice.paid", invoice(`in_${sub}_up`, sub, "subscription_update", 500));
    mock.setSubscription({
      id: sub,
      userId: await userId(session),
      customer: "cus_x",
      price: PRICES.archmage,
      periodEnd: periodEnd(),
    });
    expect((await deliver(upgrade)).body).toEqual({ received: true, duplicate: false });
    expect((await deliver(upgrade)).body).toEqual({ received: true, duplicate: true });
    await deliver({ ...upgrade, id: "evt_redelivered_with_new_id" });
    expect(await account(session)).toMatchObject({ credits: 3500, tier: "archmage" });
  });

  it("tolerates out-of-order delivery: the record follows Stripe's current state", async () => {
    const session = await signUp(server.url);
    const uid = await userId(session);
    const sub = `sub_late_${uid.slice(0, 6)}`;
    // Stripe's state now: subscribed, then cancelled at period end.
    mock.setSubscription({
      id: sub,
      userId: uid,
      customer: `cus_late_${uid.slice(0, 6)}`,
      price: PRICES.mage,
      periodEnd: periodEnd(),
      cancelAtPeriodEnd: true,
    });
    // The invoice arrives before the checkout completion, and the older "updated" after the newer.
    await deliver(event("invoice.paid", invoice(`in_${sub}`, sub, "subscription_create", 500)));
    await deliver(
      event("customer.subscription.updated", {
        id: sub,
        object: "subscription",
        cancel_at_period_end: true,
      }),
    );
    await deliver(
      event("customer.subscription.updated", {
        id: sub,
        object: "subscription",
        cancel_at_period_end: false,
      }),
    );
    await deliver(
      event("checkout.session.completed", {
        id: "cs_late",
        object: "checkout.session",
        client_reference_id: uid,
        subscription: sub,
        metadata: {},
      }),
    );
    expect(await account(session)).toMatchObject({
      credits: 1000,
      tier: "mage",
      subscription: { status: "active", cancelAtPeriodEnd: true },
    });
  });

  it("a renewal resets credits; an ended subscription takes them", async () => {
    const { session, uid, sub } = await subscribe("mage");
    await server.database.db.execute(`update "user" set credits = 12 where id = '${uid}'`);
    await deliver(
      event("invoice.paid", invoice(`in_${sub}_renew`, sub, "subscription_cycle", 500)),
    );
    expect((await account(session)).credits).toBe(1000);
    mock.setSubscription({
      id: sub,
      userId: uid,
      customer: `cus_${uid.slice(0, 8)}`,
      price: PRICES.mage,
      periodEnd: periodEnd(),
      status: "canceled",
    });
    await deliver(event("customer.subscription.deleted", { id: sub, object: "subscription" }));
    expect(await account(session)).toMatchObject({
      credits: 0,
      tier: null,
      maxPlayers: 8,
      subscription: { status: "canceled" },
    });
  });
});
