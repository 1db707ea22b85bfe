import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { CHECKOUT_WAIT_MS, type PlanId } from "../../shared/constants.js";
import { billingCalls } from "../api/billingCalls.js";
import { FunctionError } from "../api/functions.js";
import { useAccount } from "../session/AccountProvider.js";

/** Inside an iframe or an installed app a new tab is not an option: a modal offers the link. */
function embedded(): boolean {
  try {
    return window.self !== window.top || window.matchMedia("(display-mode: standalone)").matches;
  } catch {
    return true;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new FunctionError("timeout", "timeout")), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export interface Checkout {
  /** The plan whose checkout is being prepared. */
  pending: PlanId | null;
  error: string | null;
  /** A checkout link to offer in a modal (embedded contexts, or a blocked tab). */
  linkToOpen: string | null;
  start: (plan: PlanId) => void;
  dismissLink: () => void;
}

/**
 * SPEC section 4 checkout: guests and signed-out users sign up first; otherwise a checkout session
 * is created and, within 30 seconds, its page opens in a new tab (or behind an Open Checkout
 * button where tabs are not possible).
 */
export function useCheckout(links: { successUrl?: string; cancelUrl?: string } = {}): Checkout {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { status } = useAccount();
  const [pending, setPending] = useState<PlanId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [linkToOpen, setLinkToOpen] = useState<string | null>(null);

  const start = useCallback(
    (plan: PlanId) => {
      if (status !== "registered") {
        const back = `${location.pathname}${location.search}`;
        void navigate(`/login?mode=signup&redirect=${encodeURIComponent(back)}`);
        return;
      }
      setError(null);
      setPending(plan);
      // The tab is opened now, while the click still counts as the user's, then pointed at the
      // checkout when its address arrives; browsers block tabs opened later.
      const tab = embedded() ? null : window.open("", "_blank");
      withTimeout(billingCalls.createCheckoutSession(plan, links), CHECKOUT_WAIT_MS)
        .then(({ url }) => {
          if (tab && !tab.closed) tab.location.href = url;
          else setLinkToOpen(url);
        })
        .catch((failure: unknown) => {
          tab?.close();
          console.error("checkout failed", failure);
          setError(
            failure instanceof FunctionError && failure.code === "timeout"
              ? t("checkout.timedOut")
              : failure instanceof FunctionError && failure.message
                ? failure.message
                : t("errors.unexpectedError"),
          );
        })
        .finally(() => setPending(null));
    },
    [status, location.pathname, location.search, navigate, links, t],
  );

  return { pending, error, linkToOpen, start, dismissLink: () => setLinkToOpen(null) };
}
