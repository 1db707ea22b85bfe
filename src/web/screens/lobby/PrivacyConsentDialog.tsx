import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Modal } from "../../components/dialog/Modal.js";

/** First visit to a lobby: the player must accept or decline before going on. */
export function PrivacyConsentDialog({
  open,
  onAccept,
  onDecline,
}: {
  open: boolean;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={() => undefined}
      title={t("privacyNotice.title")}
      dismissible={false}
    >
      <p className="text-parchment/85">{t("privacyNotice.body")}</p>
      <Link to="/privacy" target="_blank" className="link mt-3 inline-block">
        {t("privacyNotice.readPolicy")}
      </Link>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={onDecline}>
          {t("privacyNotice.decline")}
        </button>
        <button type="button" className="btn-primary" onClick={onAccept}>
          {t("privacyNotice.accept")}
        </button>
      </div>
    </Modal>
  );
}
