import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export default function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="font-display text-7xl font-bold text-arcane-500/70" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t("notFound.title")}</h1>
      <p className="mt-3 text-parchment/75">{t("notFound.message")}</p>
      <Link to="/" className="btn-primary mt-8">
        {t("notFound.returnHome")}
      </Link>
    </main>
  );
}
