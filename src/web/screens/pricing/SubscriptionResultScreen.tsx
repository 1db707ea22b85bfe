import { CircleAlert, PartyPopper } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useSubscription } from "../../billing/useSubscription.js";
import { announceAccountChange } from "../../session/accountBroadcast.js";
import { useAccount } from "../../session/AccountProvider.js";

/** SPEC section 2 subscription result: the success page, or its unsuccessful variant. */
export default function SubscriptionResultScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { refresh } = useAccount();
  const { view } = useSubscription();
  const failed = params.get("unsuccessful") === "true";

  useEffect(() => {
    // The navbar's credits change with a purchase, here and in the tab that opened the checkout.
    void refresh();
    announceAccountChange();
  }, [refresh]);

  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <section className="card" data-testid={failed ? "subscription-failed" : "subscription-ok"}>
        {failed ? (
          <>
            <CircleAlert aria-hidden size={48} className="mx-auto text-red-400" />
            <h1 className="mt-3 font-display text-2xl font-bold text-parchment">
              {t("subscriptionResult.failedTitle")}
            </h1>
            <p className="mt-3 text-parchment/85">{t("subscriptionResult.failedBody")}</p>
            <Link to="/pricing" className="btn-primary mt-6">
              {t("subscriptionResult.tryAgain")}
            </Link>
          </>
        ) : (
          <>
            <PartyPopper aria-hidden size={48} className="mx-auto text-ember-400" />
            <h1 className="mt-3 font-display text-2xl font-bold text-arcane-300">
              {t("subscriptionResult.okTitle")}
            </h1>
            <p className="mt-3 text-parchment/85">
              {view?.tier
                ? t("subscriptionResult.okBody", {
                    plan: t(`plans.${view.tier}`),
                    players: view.maxPlayers,
                  })
                : t("subscriptionResult.okPending")}
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Link to="/portal" className="btn-primary">
                {t("subscriptionResult.play")}
              </Link>
              <Link to="/account" className="btn-secondary">
                {t("nav.account")}
              </Link>
            </div>
          </>
        )}
      </section>
    </main>
  );
}
