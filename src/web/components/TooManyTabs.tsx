import { useTranslation } from "react-i18next";
import { resetSocket } from "../api/socketSlot.js";

/** The server refused this tab's live connection: the player holds too many tabs open already. */
export function TooManyTabs() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <div className="card">
        <h1 className="text-2xl font-bold text-arcane-300">{t("errors.tooManyTabsTitle")}</h1>
        <p className="mt-3 text-parchment/80" role="alert">
          {t("errors.tooManyTabs")}
        </p>
        <button type="button" className="btn-primary mt-6" onClick={resetSocket}>
          {t("create.retry")}
        </button>
      </div>
    </main>
  );
}
