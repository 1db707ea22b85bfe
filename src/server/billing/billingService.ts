import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { grantsAccess } from "../../game/billing/creditPolicy.js";
import { PLANS, type PlanId } from "../../shared/constants.js";
import type { SubscriptionView } from "../../shared/billingPayloads.js";
import { AppError } from "../../shared/errors.js";
import { MESSAGES } from "../../shared/messages.js";
import type { BillingConfig } from "../config/config.js";
import type { Db } from "../db/database.js";
import { checkoutSession } from "../db/schema.js";
import type { Caller } from "../functions/registry.js";
import { backLink } from "./backLinks.js";
import { loadHostEntitlement } from "./entitlements.js";
import type { PaymentProvider } from "./paymentProvider.js";
import { readSubscription } from "./subscriptionStore.js";

/** The money side as the functions see it: checkout, the billing portal and the account view. */
export class Billing {
  constructor(
    readonly config: BillingConfig,
    private readonly db: Db,
    private readonly provider: PaymentProvider | null,
  ) {}

  private payments(): PaymentProvider {
    if (!this.provider) throw new AppError("failed-precondition", MESSAGES.billingOff);
    return this.provider;
  }

  /**
   * SPEC section 7 checkout session: writes the record (price, success and cancel urls), asks
   * the provider for a url, and writes back the url or the provider's error message.
   */
  async createCheckout(
    caller: Caller,
    origin: string,
    input: { plan: PlanId; successUrl?: string | undefined; cancelUrl?: string | undefined },
  ): Promise<{ url: string }> {
    if (caller.isAnonymous) throw new AppError("unauthenticated", MESSAGES.checkoutLoginRequired);
    const provider = this.payments();
    const successUrl = backLink(input.successUrl, "/account", origin);
    const cancelUrl = backLink(input.cancelUrl, "/pricing", origin);
    const id = randomUUID();
    await this.db.insert(checkoutSession).values({
      id,
      userId: caller.id,
      plan: input.plan,
      price: provider.priceId(input.plan),
      successUrl,
      cancelUrl,
    });
    try {
      const current = await readSubscription(this.db, caller.id);
      if (
        current?.provider === "demo" &&
        grantsAccess(current.status) &&
        current.plan === input.plan
      )
        throw new AppError("failed-precondition", MESSAGES.samePlan);
      const { url, providerSessionId } = await provider.checkout({
        sessionId: id,
        userId: caller.id,
        email: caller.email,
        plan: input.plan,
        successUrl,
        cancelUrl,
        current,
        origin,
      });
      await this.db
        .update(checkoutSession)
        .set({ url, providerSessionId })
        .where(eq(checkoutSession.id, id));
      return { url };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.db
        .update(checkoutSession)
        .set({ status: "failed", errorMessage: message })
        .where(eq(checkoutSession.id, id));
      // A provider error is surfaced with its own message (SPEC section 8).
      if (error instanceof AppError) throw error;
      throw new AppError("failed-precondition", message);
    }
  }

  async portalLink(caller: Caller, origin: string, returnUrl: string | undefined): Promise<string> {
    if (caller.isAnonymous) throw new AppError("unauthenticated", MESSAGES.checkoutLoginRequired);
    const provider = this.payments();
    const current = await readSubscription(this.db, caller.id);
    return provider.portal({
      userId: caller.id,
      current,
      returnUrl: backLink(returnUrl, "/account", origin),
      origin,
    });
  }

  async view(userId: string): Promise<SubscriptionView> {
    const entitlement = await loadHostEntitlement(this.db, userId, this.config);
    if (this.config.provider === "off") {
      return {
        provider: "off",
        credits: null,
        tier: null,
        maxPlayers: entitlement.maxPlayers,
        subscription: null,
      };
    }
    const record = await readSubscription(this.db, userId);
    return {
      provider: this.config.provider,
      credits: entitlement.credits,
      tier: entitlement.tier,
      maxPlayers: entitlement.tier ? PLANS[entitlement.tier].maxPlayers : entitlement.maxPlayers,
      subscription: record
        ? {
            plan: record.plan,
            status: record.status,
            currentPeriodEnd: record.currentPeriodEnd.getTime(),
            cancelAtPeriodEnd: record.cancelAtPeriodEnd,
          }
        : null,
    };
  }
}
