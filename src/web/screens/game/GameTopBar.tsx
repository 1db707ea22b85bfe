import { DoorOpen, Settings2 } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DISPLAY_SPEEDS } from "../../../shared/constants.js";
import type { Game } from "../../../shared/documents.js";
import { gameCalls } from "../../api/gameCalls.js";
import { ConfirmDialog } from "../../components/dialog/ConfirmDialog.js";
import { useOutsideClick } from "../../components/navbar/useOutsideClick.js";
import { currentLanguage } from "../../i18n/i18n.js";
import { formatStat } from "./formatStat.js";
import { RoundStatus } from "./RoundStatus.js";

export function GameTopBar({
  game,
  isHost,
  onReturn,
}: {
  game: Game;
  isHost: boolean;
  onReturn: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The door ends a battle under way for everyone, mid-round too: asked first.
  const [confirmEnd, setConfirmEnd] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const affinity = game.roundState.currentAffinity;
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(menu, open, close);

  return (
    <div className="card flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 sm:px-5 md:py-3">
      <div className="min-w-0 flex-1">
        <p className="text-xs text-parchment/55">
          <span className="tracking-widest uppercase">{game.code}</span>
          {/* One affinity for the whole table this round, so it is said once, not on every card. */}
          {affinity >= 0 && (
            <span>
              {" · "}
              {t("game.affinity")}: {formatStat(affinity, currentLanguage())}
            </span>
          )}
        </p>
        <p className="font-display text-base font-bold text-arcane-300 md:text-lg">
          {game.currentRound > 0
            ? t("game.roundOf", { round: game.currentRound, max: game.settings.maxRounds })
            : t("game.loading")}
        </p>
      </div>
      <RoundStatus game={game} />
      <div className="flex items-center gap-1">
        {isHost && (
          <button
            type="button"
            className="btn-ghost"
            aria-label={t("game.returnToLobby")}
            title={t("game.returnToLobby")}
            onClick={() => (game.gameOver ? onReturn() : setConfirmEnd(true))}
          >
            <DoorOpen aria-hidden size={20} />
          </button>
        )}
        {isHost && (
          <div ref={menu} className="relative">
            <button
              type="button"
              className="btn-ghost"
              aria-expanded={open}
              aria-label={t("game.settings")}
              onClick={() => setOpen(!open)}
            >
              <Settings2 aria-hidden size={20} />
            </button>
            {open && (
              <div className="absolute end-0 z-30 mt-2 w-56 rounded-xl border border-night-600 bg-night-900 p-3 shadow-2xl">
                <label htmlFor="display-speed" className="field-label">
                  {t("game.animationSpeed")}
                </label>
                <select
                  id="display-speed"
                  className="field-input"
                  value={game.settings.displaySpeed}
                  onChange={(event) => {
                    const speed = Number(event.target.value) as (typeof DISPLAY_SPEEDS)[number];
                    void gameCalls.setDisplaySpeed(game.code, speed).catch(() => undefined);
                  }}
                >
                  {DISPLAY_SPEEDS.map((speed) => (
                    <option key={speed} value={speed}>
                      {speed}×
                    </option>
                  ))}
                </select>
              </div>
            )}
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirmEnd}
        onOpenChange={setConfirmEnd}
        title={t("confirm.endBattle.title")}
        body={t("confirm.endBattle.body")}
        action={t("confirm.endBattle.action")}
        onConfirm={onReturn}
      />
    </div>
  );
}
