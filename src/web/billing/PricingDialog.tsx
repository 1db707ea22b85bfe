import { LogIn } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Modal } from "../components/dialog/Modal.js";
import { useAccount } from "../session/AccountProvider.js";
import { CheckoutLinkDialog } from "./CheckoutLinkDialog.js";
import { PlanCards } from "./PlanCards.js";
import { useCheckout } from "./useCheckout.js";
import { useSubscription } from "./useSubscription.js";

const AFTER_PURCHASE = { successUrl: "/subscription-success" };

/** SPEC section 2 pricing popup: the three plans, and signing in first for guests. */
export function PricingDialog({
  open,
  onOpenChange,
  title,
  intro,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
  intro?: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const { status } = useAccount();
  const { view } = useSubscription();
  const checkout = useCheckout(AFTER_PURCHASE);
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <>
      <Modal open={open} onOpenChange={onOpenChange} title={title ?? t("pricing.popupTitle")}>
        {intro && <p className="mb-4 text-parchment/85">{intro}</p>}
        {status !== "registered" ? (
          <div className="mb-4 rounded-lg border border-arcane-400/40 bg-night-900 p-4">
            <p className="text-parchment/85">{t("pricing.signInFirst")}</p>
            <Link to={`/login?mode=signup&redirect=${back}`} className="btn-primary mt-3">
              <LogIn aria-hidden size={18} />
              {t("auth.signUpTitle")}
            </Link>
          </div>
        ) : null}
        <PlanCards checkout={checkout} currentPlan={view?.tier ?? null} compact />
        {checkout.error && (
          <p className="field-error mt-3" role="alert">
            {checkout.error}
          </p>
        )}
      </Modal>
      <CheckoutLinkDialog checkout={checkout} />
    </>
  );
}
