import { useCallback, useEffect, useState } from "react";
import type { SubscriptionView } from "../../shared/billingPayloads.js";
import { billingCalls } from "../api/billingCalls.js";
import { useAccount } from "../session/AccountProvider.js";
import { useOnReturn } from "../session/useOnReturn.js";

/** The signed-in account's plan and subscription record; null for guests and while loading. */
export function useSubscription(): {
  view: SubscriptionView | null;
  reload: () => Promise<void>;
} {
  const { status, me } = useAccount();
  const [view, setView] = useState<SubscriptionView | null>(null);
  const userId = status === "registered" ? (me?.id ?? null) : null;

  const reload = useCallback(async () => {
    if (!userId) return;
    try {
      setView(await billingCalls.getSubscription());
    } catch (error) {
      // A failed read keeps what was shown (SPEC section 7, document store).
      console.error("subscription read failed", error);
    }
  }, [userId]);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    billingCalls.getSubscription().then(
      (fresh) => current && setView(fresh),
      (error: unknown) => console.error("subscription read failed", error),
    );
    return () => {
      current = false;
    };
  }, [userId]);

  useOnReturn(Boolean(userId), reload);

  return { view: userId ? view : null, reload };
}
