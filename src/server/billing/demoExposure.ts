import type { ServerConfig } from "../config/config.js";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The warning to log when the demo provider, which lets any account mint plan credits, serves a
 * public address: right for trying the game out offline, wrong for a server others can reach.
 */
export function demoBillingWarning(
  config: Pick<ServerConfig, "billing" | "publicUrl">,
): string | null {
  if (config.billing.provider !== "demo" || !config.publicUrl) return null;
  const host = new URL(config.publicUrl).hostname;
  if (LOOPBACK_HOSTS.has(host) || host.endsWith(".localhost")) return null;
  return (
    `Demo billing is on at ${config.publicUrl}: anyone with an account there can give themselves ` +
    "any plan and its credits. Set STRIPE_SECRET_KEY for real payments, or BILLING_PROVIDER=off " +
    "(docs/billing.md)."
  );
}
