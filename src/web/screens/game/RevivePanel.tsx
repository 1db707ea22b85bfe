import { HeartPulse } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Game } from "../../../shared/documents.js";
import { gameCalls } from "../../api/gameCalls.js";

/**
 * Living humans vote to bring back defeated humans: count over living humans. A wizard who left the
 * game is gone for good and gets no vote.
 */
export function RevivePanel({ game, selfId }: { game: Game; selfId: string }) {
  const { t } = useTranslation();
  const [error, setError] = useState(false);
  const players = Object.values(game.players);
  const fallen = players.filter((player) => player.defeated && !player.isBot && !player.left);
  const needed = players.filter((player) => !player.defeated && !player.isBot).length;
  const me = game.players[selfId];
  if (fallen.length === 0 || game.gameOver) return null;
  return (
    <section className="card p-4" aria-labelledby="revive-heading">
      <h2 id="revive-heading" className="text-base font-semibold">
        {t("game.reviveTitle")}
      </h2>
      <div className="mt-2 flex flex-wrap gap-2">
        {fallen.map((player) => {
          const votes = game.roundState.reviveVotes[player.id] ?? {};
          const voted = Boolean(votes[selfId]);
          return (
            <button
              key={player.id}
              type="button"
              className="btn-secondary"
              disabled={!me || me.defeated || voted}
              onClick={() =>
                gameCalls.voteRevive(game.code, player.id).then(
                  () => setError(false),
                  () => setError(true),
                )
              }
            >
              <HeartPulse aria-hidden size={18} />
              {voted
                ? t("game.revived", { name: player.name })
                : t("game.revive", { name: player.name, votes: Object.keys(votes).length, needed })}
            </button>
          );
        })}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {t("lobbyErrors.actionFailed")}
        </p>
      )}
    </section>
  );
}
