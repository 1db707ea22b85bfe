import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Modal } from "../../components/dialog/Modal.js";

/** The no-credits / subscription modal of the lobby (SPEC section 2). */
export function NoCreditsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t("noCredits.title")}>
      <p className="text-parchment/85">{t("noCredits.body")}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={() => onOpenChange(false)}>
          {t("noCredits.close")}
        </button>
        <Link to="/pricing" className="btn-primary">
          {t("noCredits.seePlans")}
        </Link>
      </div>
    </Modal>
  );
}
