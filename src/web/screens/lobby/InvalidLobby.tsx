import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function InvalidLobby() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <div className="card">
        <h1 className="text-2xl font-bold text-arcane-300">{t("lobby.invalidTitle")}</h1>
        <p className="mt-3 text-parchment/80">{t("lobbyErrors.lobbyNotFound")}</p>
        <Link to="/" className="btn-primary mt-6">
          {t("lobby.backHome")}
        </Link>
      </div>
    </main>
  );
}
