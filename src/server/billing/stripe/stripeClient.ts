import Stripe from "stripe";
import type { BillingConfig } from "../../config/config.js";

export type StripeConfig = Extract<BillingConfig, { provider: "stripe" }>;

/** The official SDK, pointed at `STRIPE_API_URL` when one is set (stripe-mock, tests). */
export function createStripeClient(config: StripeConfig): Stripe {
  const target = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === "https:" ? 443 : 80),
          protocol: target.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}
