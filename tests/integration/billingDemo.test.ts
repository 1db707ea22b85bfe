import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO_PERIOD_MS,
  settleDueDemoSubscriptions,
} from "../../src/server/billing/demo/demoBilling.js";
import { grantFreeCredits } from "../../src/server/billing/freeCredits.js";
import { creditLedger, user } from "../../src/server/db/schema.js";
import type { SubscriptionView } from "../../src/shared/billingPayloads.js";
import { callFunction, signInGuest, signUp, type Session } from "../helpers/api.js";
import { waitForGame } from "../helpers/gamePlay.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ freeCredits: 0 });
});
afterAll(async () => {
  await server.stop();
});

const call = (name: string, data: unknown, session?: Session) =>
  callFunction(server.url, name, data, session?.token);

async function view(session: Session): Promise<SubscriptionView> {
  const answer = await call("getSubscription", {}, session);
  expect(answer.status).toBe(200);
  return answer.body.result as SubscriptionView;
}

/** Buys a plan through the demo checkout, as the checkout page does. */
async function buy(session: Session, plan: string): Promise<string> {
  const created = await call("createCheckoutSession", { plan }, session);
  expect(created.status).toBe(200);
  const { url } = created.body.result as { url: string };
  const sessionId = new URL(url).pathname.split("/").at(-1) ?? "";
  const done = await call("completeDemoCheckout", { sessionId, outcome: "paid" }, session);
  expect(done.status).toBe(200);
  return (done.body.result as { redirect: string }).redirect;
}

async function ledger(session: Session) {
  const me = (await (
    await fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${session.token}` } })
  ).json()) as { id: string };
  return server.database.db
    .select({
      kind: creditLedger.kind,
      delta: creditLedger.delta,
      after: creditLedger.balanceAfter,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, me.id))
    .orderBy(creditLedger.id);
}

describe("checkout with the demo provider", () => {
  it("sends guests to sign up first, with the spec's message", async () => {
    const guest = await signInGuest(server.url);
    const answer = await call("createCheckoutSession", { plan: "mage" }, guest);
    expect(answer.status).toBe(401);
    expect(answer.body.error).toEqual({
      status: "unauthenticated",
      message: "User must be logged in to create a checkout session",
    });
  });

  it("writes the checkout record and answers the local demo page", async () => {
    const buyer = await signUp(server.url);
    const created = await call("createCheckoutSession", { plan: "mage" }, buyer);
    const { url } = created.body.result as { url: string };
    expect(url).toMatch(new RegExp(`^${server.url}/demo/checkout/[0-9a-f-]{36}$`));
    const sessionId = url.split("/").at(-1) ?? "";
    const page = await call("getDemoCheckout", { sessionId }, buyer);
    expect(page.body.result).toMatchObject({ plan: "mage", priceUsd: 5, status: "open" });
    // Someone else cannot see or complete it.
    const stranger = await signUp(server.url);
    expect((await call("getDemoCheckout", { sessionId }, stranger)).status).toBe(404);
    expect(
      (await call("completeDemoCheckout", { sessionId, outcome: "paid" }, stranger)).status,
    ).toBe(404);
  });

  it("refuses links that leave the site", async () => {
    const buyer = await signUp(server.url);
    const answer = await call(
      "createCheckoutSession",
      { plan: "mage", successUrl: "https://evil.example/steal" },
      buyer,
    );
    expect(answer.status).toBe(400);
  });

  it("buying mage gives 1000 credits and 12 players; the account shows the next payment", async () => {
    const buyer = await signUp(server.url);
    const redirect = await buy(buyer, "mage");
    expect(redirect).toBe(`${server.url}/account`);
    const account = await view(buyer);
    expect(account).toMatchObject({
      provider: "demo",
      credits: 1000,
      tier: "mage",
      maxPlayers: 12,
      subscription: { plan: "mage", status: "active", cancelAtPeriodEnd: false },
    });
    expect(account.subscription?.currentPeriodEnd).toBeGreaterThan(
      Date.now() + DEMO_PERIOD_MS - 60_000,
    );
    // A lobby of this host may hold 12 players.
    const lobby = await call(
      "createLobby",
      { playerName: "Merlin", iconId: 0, language: "en" },
      buyer,
    );
    expect(lobby.status).toBe(200);
  });

  it("an upgrade carries the credits over and restarts the cycle; a downgrade never adds", async () => {
    const buyer = await signUp(server.url);
    await buy(buyer, "apprentice");
    const first = await view(buyer);
    expect(first.credits).toBe(500);
    await buy(buyer, "archmage");
    const upgraded = await view(buyer);
    expect(upgraded).toMatchObject({ credits: 3500, tier: "archmage", maxPlayers: 15 });
    // Buying the same plan again is refused.
    expect((await call("createCheckoutSession", { plan: "archmage" }, buyer)).status).toBe(400);
    const down = await call("demoBilling", { action: "switch", plan: "mage" }, buyer);
    expect(down.body.result).toMatchObject({ credits: 1000, tier: "mage", maxPlayers: 12 });
    expect((await ledger(buyer)).map((entry) => [entry.kind, entry.delta, entry.after])).toEqual([
      ["grant", 500, 500],
      ["grant", 3000, 3500],
      ["reset", -2500, 1000],
    ]);
  });

  it("cancelling keeps access to the period end; then the credits go", async () => {
    const buyer = await signUp(server.url);
    await buy(buyer, "mage");
    const cancelled = (await call("demoBilling", { action: "cancel" }, buyer)).body
      .result as SubscriptionView;
    expect(cancelled).toMatchObject({
      tier: "mage",
      credits: 1000,
      subscription: { status: "active", cancelAtPeriodEnd: true },
    });
    const ended = (await call("demoBilling", { action: "advance" }, buyer)).body
      .result as SubscriptionView;
    expect(ended).toMatchObject({
      tier: null,
      credits: 0,
      maxPlayers: 8,
      subscription: { status: "canceled" },
    });
    const lobby = await call(
      "createLobby",
      { playerName: "Merlin", iconId: 0, language: "en" },
      buyer,
    );
    expect(lobby.status).toBe(403);
  });

  it("a subscription that ends mid-game ends the game as subscription_expired", async () => {
    const host = await signUp(server.url);
    await buy(host, "apprentice");
    const created = await call(
      "createLobby",
      { playerName: "Merlin", iconId: 0, language: "en" },
      host,
    );
    const lobbyCode = (created.body.result as { code: string }).code;
    await call("addBot", { lobbyCode }, host);
    await call("updateSettings", { lobbyCode, settings: { roundTime: 30 } }, host);
    expect((await call("startGame", { lobbyCode }, host)).status).toBe(200);
    await waitForGame(server.url, lobbyCode, host, (game) => game.roundState.inProgress, 8_000);
    await call("demoBilling", { action: "cancel" }, host);
    await call("demoBilling", { action: "advance" }, host);
    await call("submitMove", { gameId: lobbyCode, moveText: "a fireball" }, host);
    const over = await waitForGame(
      server.url,
      lobbyCode,
      host,
      (game) => game.gameOver !== null,
      20_000,
    );
    expect(over.gameOver?.reason).toBe("subscription_expired");
  }, 40_000);

  it("a renewal resets the balance: credits do not roll over", async () => {
    const buyer = await signUp(server.url);
    await buy(buyer, "apprentice");
    const me = (await (
      await fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${buyer.token}` } })
    ).json()) as { id: string };
    await server.database.db.update(user).set({ credits: 42 }).where(eq(user.id, me.id));
    const renewed = (await call("demoBilling", { action: "advance" }, buyer)).body
      .result as SubscriptionView;
    expect(renewed).toMatchObject({ credits: 500, tier: "apprentice" });
    // The demo clock renews a period that ran out by itself, once.
    const later = (renewed.subscription?.currentPeriodEnd ?? 0) + 1;
    expect(await settleDueDemoSubscriptions(server.database.db, later)).toBeGreaterThanOrEqual(1);
    expect(await settleDueDemoSubscriptions(server.database.db, later)).toBe(0);
  });

  it("a declined card leads to the unsuccessful page and changes nothing", async () => {
    const buyer = await signUp(server.url);
    const created = await call("createCheckoutSession", { plan: "mage" }, buyer);
    const sessionId = (created.body.result as { url: string }).url.split("/").at(-1) ?? "";
    const declined = await call("completeDemoCheckout", { sessionId, outcome: "declined" }, buyer);
    expect((declined.body.result as { redirect: string }).redirect).toBe(
      `${server.url}/subscription-success?unsuccessful=true`,
    );
    expect(await view(buyer)).toMatchObject({ credits: 0, tier: null, subscription: null });
    // The same checkout cannot then be paid.
    expect((await call("completeDemoCheckout", { sessionId, outcome: "paid" }, buyer)).status).toBe(
      404,
    );
  });

  it("the billing portal link needs a subscription and points at the demo portal", async () => {
    const buyer = await signUp(server.url);
    expect((await call("createPortalLink", { returnUrl: "/account" }, buyer)).status).toBe(400);
    await buy(buyer, "mage");
    const link = await call("createPortalLink", { returnUrl: "/account" }, buyer);
    expect((link.body.result as { url: string }).url).toBe(
      `${server.url}/demo/billing?return=${encodeURIComponent(`${server.url}/account`)}`,
    );
  });

  it("the scheduled free grant tops registered users up once per period", async () => {
    const player = await signUp(server.url);
    const db = server.database.db;
    const now = Date.UTC(2026, 10, 22, 12);
    expect(await grantFreeCredits(db, 50, 24, now)).toBeGreaterThanOrEqual(1);
    expect((await view(player)).credits).toBe(50);
    expect(await grantFreeCredits(db, 50, 24, now + 60_000)).toBe(0);
    expect(await grantFreeCredits(db, 0, 24, now)).toBe(0);
  });
});
