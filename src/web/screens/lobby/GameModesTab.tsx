import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { matchingMode } from "../../../game/lobby/settings.js";
import { GAME_MODES, type GameMode } from "../../../shared/constants.js";
import type { Lobby } from "../../../shared/documents.js";

interface GameModesTabProps {
  lobby: Lobby;
  isHost: boolean;
  onSelect: (mode: GameMode) => void;
}

const MODE_EMOJI: Record<GameMode, string> = {
  classic: "⚔️",
  quickplay: "⚡",
  arcade: "🕹️",
  sandbox: "🏖️",
};

/** The modes to pick from; the one marked is the one the values really are, else "Custom". */
export function GameModesTab({ lobby, isHost, onSelect }: GameModesTabProps) {
  const { t } = useTranslation();
  const current = matchingMode(lobby.settings);
  return (
    <div className="flex flex-col gap-3">
      {current === null && (
        <div
          className="rounded-xl border border-arcane-400 bg-arcane-600/20 p-4"
          data-testid="custom-mode"
        >
          <span className="flex items-center justify-between gap-2">
            <span className="text-lg font-semibold">
              <span aria-hidden>🛠️ </span>
              {t("modes.custom.name")}
            </span>
            <span className="inline-flex items-center gap-1 text-xs text-arcane-300">
              <Check aria-hidden size={14} />
              {t("modes.selected")}
            </span>
          </span>
          <span className="mt-1 block text-sm text-parchment/75">
            {t("modes.custom.description")}
          </span>
        </div>
      )}
      <ModeCards current={current} isHost={isHost} onSelect={onSelect} />
    </div>
  );
}

function ModeCards({
  current,
  isHost,
  onSelect,
}: {
  current: GameMode | null;
  isHost: boolean;
  onSelect: (mode: GameMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2" role="radiogroup" aria-label={t("lobby.tabModes")}>
      {GAME_MODES.map((mode) => {
        const selected = current === mode;
        return (
          <button
            key={mode}
            type="button"
            role="radio"
            aria-checked={selected}
            disabled={!isHost}
            onClick={() => onSelect(mode)}
            className={`rounded-xl border p-4 text-start transition-colors disabled:cursor-default ${
              selected
                ? "border-arcane-400 bg-arcane-600/20"
                : "border-night-600 bg-night-800/60 enabled:hover:border-arcane-500/60"
            }`}
          >
            <span className="flex items-center justify-between gap-2">
              <span className="text-lg font-semibold">
                <span aria-hidden>{MODE_EMOJI[mode]} </span>
                {t(`modes.${mode}.name`)}
              </span>
              {selected && (
                <span className="inline-flex items-center gap-1 text-xs text-arcane-300">
                  <Check aria-hidden size={14} />
                  {t("modes.selected")}
                </span>
              )}
            </span>
            <span className="mt-1 block text-sm text-parchment/75">
              {t(`modes.${mode}.description`)}
            </span>
            <span className="mt-2 block text-xs text-parchment/50">
              {t(`modes.${mode}.duration`)}
            </span>
          </button>
        );
      })}
    </div>
  );
}
