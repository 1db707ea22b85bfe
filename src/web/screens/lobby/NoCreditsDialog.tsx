import { useTranslation } from "react-i18next";
import { PricingDialog } from "../../billing/PricingDialog.js";

/** The no-credits / subscription modal of the lobby (SPEC section 2): the pricing popup. */
export function NoCreditsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <PricingDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("noCredits.title")}
      intro={t("noCredits.body")}
    />
  );
}
