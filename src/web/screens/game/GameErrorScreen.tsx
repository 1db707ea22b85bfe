import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** SPEC section 2: the game's two error screens. */
export function GameErrorScreen({ kind }: { kind: "connection" | "notMember" }) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <div className="card">
        <h1 className="text-2xl font-bold text-arcane-300">
          {kind === "connection" ? t("game.connectionError") : t("game.playerNotFound")}
        </h1>
        <p className="mt-3 text-parchment/80">
          {kind === "connection" ? t("game.checkGameCode") : t("game.notPartOfGame")}
        </p>
        <Link to="/" className="btn-primary mt-6">
          {t("game.returnHome")}
        </Link>
      </div>
    </main>
  );
}
