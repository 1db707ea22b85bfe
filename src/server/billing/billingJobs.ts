import type { ServerConfig } from "../config/config.js";
import type { Db } from "../db/database.js";
import { settleDueDemoSubscriptions } from "./demo/demoBilling.js";
import { grantFreeCredits } from "./freeCredits.js";

const EVERY_MS = 30_000;

/**
 * Billing's clock: the demo provider's renewals and period ends (Stripe keeps its own and tells
 * us by webhook), and the scheduled free-credit grant when it is turned on.
 */
export function startBillingJobs(config: ServerConfig, db: Db, now: () => number): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      if (config.billing.provider === "demo") await settleDueDemoSubscriptions(db, now());
      await grantFreeCredits(db, config.freeCredits, config.freeCreditsEveryHours, now());
    } catch (error) {
      console.error("billing job failed", error);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), EVERY_MS);
  return () => clearInterval(timer);
}
