import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/**
 * Why there is no lobby to show: it was never found, the host closed it while this player was in
 * it, or the host removed this player. Each says so, so nobody is left wondering.
 */
export type LobbyGoneReason = "notFound" | "closed" | "removed";

const TEXTS = {
  notFound: { title: "lobby.invalidTitle", body: "lobbyErrors.lobbyNotFound" },
  closed: { title: "lobby.closedTitle", body: "lobby.closedByHost" },
  removed: { title: "lobby.removedTitle", body: "lobby.removedByHost" },
} as const;

export function InvalidLobby({ reason }: { reason: LobbyGoneReason }) {
  const { t } = useTranslation();
  const texts = TEXTS[reason];
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <div className="card">
        <h1 className="text-2xl font-bold text-arcane-300">{t(texts.title)}</h1>
        <p className="mt-3 text-parchment/80" role={reason === "notFound" ? undefined : "alert"}>
          {t(texts.body)}
        </p>
        <Link to="/" className="btn-primary mt-6">
          {t("lobby.backHome")}
        </Link>
      </div>
    </main>
  );
}
