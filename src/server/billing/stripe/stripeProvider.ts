import type Stripe from "stripe";
import type { PlanId } from "../../../shared/constants.js";
import { AppError } from "../../../shared/errors.js";
import { MESSAGES } from "../../../shared/messages.js";
import type { CheckoutRequest, PaymentProvider, PortalRequest } from "../paymentProvider.js";
import type { StripeConfig } from "./stripeClient.js";

/** Stripe Checkout in subscription mode, and Stripe's billing portal. */
export class StripeProvider implements PaymentProvider {
  readonly kind = "stripe";

  constructor(
    private readonly stripe: Stripe,
    private readonly config: StripeConfig,
  ) {}

  priceId(plan: PlanId): string {
    return this.config.prices[plan];
  }

  async checkout(request: CheckoutRequest): Promise<{ url: string; providerSessionId: string }> {
    const { current } = request;
    if (
      current?.providerSubscriptionId &&
      current.providerCustomerId &&
      current.status !== "canceled"
    ) {
      // A subscriber changes plan in the portal's update flow rather than buying a second plan.
      const portal = await this.stripe.billingPortal.sessions.create({
        customer: current.providerCustomerId,
        return_url: request.successUrl,
        flow_data: {
          type: "subscription_update_confirm",
          subscription_update_confirm: {
            subscription: current.providerSubscriptionId,
            items: [
              {
                id: await this.itemOf(current.providerSubscriptionId),
                price: this.priceId(request.plan),
              },
            ],
          },
          after_completion: { type: "redirect", redirect: { return_url: request.successUrl } },
        },
      });
      return { url: portal.url, providerSessionId: portal.id };
    }
    const session = await this.stripe.checkout.sessions.create({
      mode: "subscription",
      line_items: [{ price: this.priceId(request.plan), quantity: 1 }],
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      client_reference_id: request.userId,
      ...(current?.providerCustomerId
        ? { customer: current.providerCustomerId }
        : { customer_email: request.email }),
      metadata: { userId: request.userId, checkoutSessionId: request.sessionId },
      subscription_data: { metadata: { userId: request.userId } },
    });
    if (!session.url) throw new AppError("internal", MESSAGES.internal);
    return { url: session.url, providerSessionId: session.id };
  }

  async portal(request: PortalRequest): Promise<string> {
    const customer = request.current?.providerCustomerId;
    if (!customer) throw new AppError("failed-precondition", MESSAGES.noBillingAccount);
    const session = await this.stripe.billingPortal.sessions.create({
      customer,
      return_url: request.returnUrl,
    });
    return session.url;
  }

  private async itemOf(subscriptionId: string): Promise<string> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new AppError("failed-precondition", MESSAGES.noBillingAccount);
    return item.id;
  }
}
