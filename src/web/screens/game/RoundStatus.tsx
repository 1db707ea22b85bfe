import { Hourglass } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TIMER_WARNING_SECONDS } from "../../../shared/constants.js";
import type { Game } from "../../../shared/documents.js";
import { useServerNow } from "../../hooks/useNow.js";

/**
 * The countdown to the next round (before round 1 and while a narration is told), the round timer
 * (warning at 10 s), or the referee at work.
 */
export function RoundStatus({ game }: { game: Game }) {
  const { t } = useTranslation();
  const now = useServerNow();
  const { roundState } = game;
  // Elapsed time counts from when this screen first saw the referee at work.
  const [since, setSince] = useState<number | null>(null);
  if (roundState.loading.isLoading && since === null) setSince(now);
  if (!roundState.loading.isLoading && since !== null) setSince(null);
  if (game.gameOver) return null;
  if (roundState.loading.isLoading) {
    const seconds = Math.max(0, Math.floor((now - (since ?? now)) / 1000));
    return (
      <div
        className="flex items-center gap-3 text-parchment/85"
        role="status"
        data-testid="round-loading"
      >
        <span
          className="size-5 animate-spin rounded-full border-2 border-arcane-400 border-t-transparent"
          aria-hidden
        />
        <span>{roundState.loading.message}</span>
        <span className="font-mono text-sm text-parchment/60">
          {t("game.resolving", { seconds })}
        </span>
      </div>
    );
  }
  if (!roundState.inProgress) {
    // Before round 1, and while a round's narration is told: the next round's countdown.
    if (roundState.nextRoundAt > now) {
      const seconds = Math.ceil((roundState.nextRoundAt - now) / 1000);
      return (
        <p className="text-base font-semibold text-ember-400 md:text-lg" role="status">
          {game.currentRound === 0
            ? t("game.startsIn", { seconds })
            : t("game.nextRoundIn", { round: game.currentRound + 1, seconds })}
        </p>
      );
    }
    return null;
  }
  const left = Math.max(0, Math.ceil((roundState.endTime - now) / 1000));
  const warning = left <= TIMER_WARNING_SECONDS;
  return (
    <p
      className={`flex items-center gap-2 font-mono text-xl font-bold md:text-2xl ${warning ? "animate-pulse text-danger" : "text-parchment"}`}
      aria-label={`${t("game.timeLeft")}: ${left}`}
      data-testid="round-timer"
    >
      <Hourglass aria-hidden size={22} />
      {Math.floor(left / 60)}:{String(left % 60).padStart(2, "0")}
    </p>
  );
}
