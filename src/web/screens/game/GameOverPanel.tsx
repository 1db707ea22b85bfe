import { Trophy } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Game } from "../../../shared/documents.js";
import { FunctionError } from "../../api/functions.js";
import { gameCalls } from "../../api/gameCalls.js";
import { useAccount } from "../../session/AccountProvider.js";
import { NoCreditsDialog } from "../lobby/NoCreditsDialog.js";
import { Named, NAMES_SLOT } from "./Named.js";

const CONTINUABLE = new Set(["no_credits", "subscription_expired"]);

export function GameOverPanel({ game, selfId }: { game: Game; selfId: string }) {
  const { t } = useTranslation();
  const { refresh } = useAccount();
  const [error, setError] = useState<string | null>(null);
  const [noCredits, setNoCredits] = useState(false);
  const over = game.gameOver;
  if (!over) return null;
  const isHost = game.players[selfId]?.isHost ?? false;
  const names = over.winners.map((id) => game.players[id]?.name ?? id);
  const headline =
    over.winningTeam !== null && over.winningTeam > 0
      ? t("game.teamWins", { team: over.winningTeam })
      : over.reason === "tie"
        ? t("game.tie")
        : names.length === 1
          ? t("game.winner", { names: NAMES_SLOT })
          : names.length > 1
            ? t("game.winners", { names: NAMES_SLOT })
            : t("game.gameOver");

  const backToLobby = async () => {
    try {
      await gameCalls.returnToLobby(game.code);
    } catch (failure) {
      setError(
        failure instanceof FunctionError && failure.code === "permission-denied"
          ? t("game.closedByError")
          : t("game.returnFailed"),
      );
    }
  };

  const keepPlaying = async () => {
    await refresh();
    try {
      await gameCalls.continueGame(game.code);
    } catch (failure) {
      if (failure instanceof FunctionError && failure.code === "resource-exhausted")
        setNoCredits(true);
      else
        setError(
          failure instanceof FunctionError && failure.message
            ? failure.message
            : t("game.continueFailed"),
        );
    }
  };

  return (
    <section
      className="card border-ember-500/50 text-center"
      aria-live="polite"
      data-testid="game-over"
    >
      <Trophy aria-hidden size={44} className="mx-auto text-ember-400" />
      <h2 className="mt-2 text-2xl font-bold text-ember-400">
        <Named text={headline} names={names} />
      </h2>
      <p className="mt-1 text-parchment/75">{t(`game.reasons.${over.reason}`)}</p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {/* Guests have no buttons here: tell them the choice is the host's, not that nothing works. */}
      {!isHost && (
        <p className="mt-4 text-sm text-parchment/70" role="status">
          {t("game.hostDecides")}
        </p>
      )}
      {isHost && (
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <button type="button" className="btn-primary" onClick={backToLobby}>
            {t("game.returnToLobby")}
          </button>
          {CONTINUABLE.has(over.reason) && (
            <button type="button" className="btn-secondary" onClick={keepPlaying}>
              {t("game.continuePlaying")}
            </button>
          )}
        </div>
      )}
      <NoCreditsDialog open={noCredits} onOpenChange={setNoCredits} />
    </section>
  );
}
