import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/**
 * The privacy notice: the player must accept or decline before their name reaches a lobby
 * (`usePrivacyGate`). A native modal `<dialog>` (focus kept inside, the page behind inert) rather
 * than the dialog library: it shows on the home page, which should not wait for more code to load.
 */
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
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      // A choice must be made: Escape does not dismiss it, and if the browser closes it anyway
      // it opens again.
      onCancel={(event) => event.preventDefault()}
      onClose={() => open && dialog.current?.showModal()}
      className="card m-auto max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg overflow-y-auto text-parchment backdrop:bg-black/70 backdrop:backdrop-blur-sm"
    >
      <h2 id={titleId} className="font-display text-xl font-bold text-arcane-300">
        {t("privacyNotice.title")}
      </h2>
      <div className="mt-4">
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
      </div>
    </dialog>
  );
}
