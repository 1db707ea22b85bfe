import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";

// The pricing popup and its billing calls load when a host actually runs out of credits, not with
// every lobby and game.
const PricingDialog = lazy(() =>
  import("../../billing/PricingDialog.js").then((module) => ({ default: module.PricingDialog })),
);

/** The no-credits / subscription modal of the lobby (SPEC section 2): the pricing popup. */
export function NoCreditsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PricingDialog
        open={open}
        onOpenChange={onOpenChange}
        title={t("noCredits.title")}
        intro={t("noCredits.body")}
      />
    </Suspense>
  );
}
