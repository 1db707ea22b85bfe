import { HeartPulse } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Game } from "../../../shared/documents.js";
import { gameCalls } from "../../api/gameCalls.js";
import { Named, NAMES_SLOT } from "./Named.js";

/**
 * Living humans vote to bring back defeated humans. Who can be revived, the votes that count and
 * the votes needed come with the document (`reviveCounts`, worked out by the server), and every
 * player sees them, those who already voted too.
 */
export function RevivePanel({ game, selfId }: { game: Game; selfId: string }) {
  const { t } = useTranslation();
  const [error, setError] = useState(false);
  const counts = Object.entries(game.reviveCounts ?? {});
  const me = game.players[selfId];
  if (counts.length === 0 || game.gameOver) return null;
  return (
    <section
      className="rounded-xl border border-night-600/60 bg-night-900/85 p-3 md:rounded-2xl md:p-4"
      aria-labelledby="revive-heading"
    >
      <h2 id="revive-heading" className="text-sm font-semibold md:text-base">
        {t("game.reviveTitle")}
      </h2>
      <div className="mt-2 flex flex-wrap gap-2">
        {counts.map(([id, { votes, needed }]) => {
          const name = game.players[id]?.name ?? id;
          const voted = game.roundState.reviveVotes[id]?.[selfId] === true;
          const values = { name: NAMES_SLOT, votes, needed };
          const label = voted ? t("game.revived", values) : t("game.revive", values);
          return (
            <button
              key={id}
              type="button"
              className="btn-secondary"
              disabled={!me || me.defeated || voted}
              onClick={() =>
                gameCalls.voteRevive(game.code, id).then(
                  () => setError(false),
                  () => setError(true),
                )
              }
            >
              <HeartPulse aria-hidden size={18} />
              <span>
                <Named text={label} names={[name]} />
              </span>
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
