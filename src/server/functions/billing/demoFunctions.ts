import { and, eq } from "drizzle-orm";
import { grantsAccess } from "../../../game/billing/creditPolicy.js";
import {
  completeDemoCheckoutPayload,
  demoBillingPayload,
  demoCheckoutPayload,
  type DemoCheckoutView,
} from "../../../shared/billingPayloads.js";
import { PLANS, type PlanId } from "../../../shared/constants.js";
import { AppError } from "../../../shared/errors.js";
import { MESSAGES } from "../../../shared/messages.js";
import { completeDemoCheckout, demoBillingAction } from "../../billing/demo/demoBilling.js";
import { readSubscription } from "../../billing/subscriptionStore.js";
import { checkoutSession } from "../../db/schema.js";
import { defineFunction, type Caller, type Services } from "../registry.js";

/** The embedded demo provider's checkout page and billing portal. */

/** Demo billing is for signed-up accounts, like real checkout: guests are asked to sign up. */
function demoOnly(services: Services, caller: Caller): void {
  if (services.billing.config.provider !== "demo")
    throw new AppError("failed-precondition", MESSAGES.billingOff);
  if (caller.isAnonymous) throw new AppError("unauthenticated", MESSAGES.checkoutLoginRequired);
}

export const getDemoCheckout = defineFunction({
  name: "getDemoCheckout",
  input: demoCheckoutPayload,
  async handle({ caller, services }, data): Promise<DemoCheckoutView> {
    demoOnly(services, caller);
    const db = services.database.db;
    const [session] = await db
      .select()
      .from(checkoutSession)
      .where(and(eq(checkoutSession.id, data.sessionId), eq(checkoutSession.userId, caller.id)));
    if (!session) throw new AppError("not-found", MESSAGES.checkoutNotFound);
    const current = await readSubscription(db, caller.id);
    const plan = session.plan as PlanId;
    return {
      plan,
      priceUsd: PLANS[plan].priceUsd,
      status: session.status,
      currentPlan: current && grantsAccess(current.status) ? current.plan : null,
      cancelUrl: session.cancelUrl,
    };
  },
});

export const completeDemoCheckoutFunction = defineFunction({
  name: "completeDemoCheckout",
  input: completeDemoCheckoutPayload,
  async handle({ caller, services }, data) {
    demoOnly(services, caller);
    const redirect = await completeDemoCheckout(
      services.database.db,
      caller.id,
      data.sessionId,
      data.outcome,
      services.now(),
    );
    return { redirect };
  },
});

export const demoBilling = defineFunction({
  name: "demoBilling",
  input: demoBillingPayload,
  async handle({ caller, services }, data) {
    demoOnly(services, caller);
    await demoBillingAction(services.database.db, caller.id, data, services.now());
    return services.billing.view(caller.id);
  },
});
