import type { PlanId } from "../../../shared/constants.js";
import { AppError } from "../../../shared/errors.js";
import { MESSAGES } from "../../../shared/messages.js";
import type { CheckoutRequest, PaymentProvider, PortalRequest } from "../paymentProvider.js";

/** The embedded payment provider: local pages, marked as a demo, where nothing is charged. */
export class DemoProvider implements PaymentProvider {
  readonly kind = "demo";

  priceId(plan: PlanId): string {
    return `demo_${plan}`;
  }

  async checkout(request: CheckoutRequest): Promise<{ url: string; providerSessionId: null }> {
    return { url: `${request.origin}/demo/checkout/${request.sessionId}`, providerSessionId: null };
  }

  async portal(request: PortalRequest): Promise<string> {
    if (!request.current) throw new AppError("failed-precondition", MESSAGES.noBillingAccount);
    return `${request.origin}/demo/billing?return=${encodeURIComponent(request.returnUrl)}`;
  }
}
