import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { GameMode } from "../../../shared/constants.js";
import type { Lobby } from "../../../shared/documents.js";
import type { SettingsChanges } from "../../../shared/lobbyPayloads.js";
import { CustomSettingsTab } from "./CustomSettingsTab.js";
import { GameModesTab } from "./GameModesTab.js";

type Tab = "players" | "modes" | "custom";

interface SettingsPanelProps {
  lobby: Lobby;
  isHost: boolean;
  /** On phones the player list lives in its own tab. */
  playersTab: ReactNode | null;
  onSave: (changes: SettingsChanges) => Promise<boolean>;
}

export function SettingsPanel({ lobby, isHost, playersTab, onSave }: SettingsPanelProps) {
  const { t } = useTranslation();
  const tabs: Tab[] = playersTab ? ["players", "modes", "custom"] : ["modes", "custom"];
  const [chosen, setChosen] = useState<Tab>(tabs[0] ?? "modes");
  const active = tabs.includes(chosen) ? chosen : (tabs[0] ?? "modes");
  const labels: Record<Tab, string> = {
    players: t("lobby.tabPlayers"),
    modes: t("lobby.tabModes"),
    custom: t("lobby.tabCustom"),
  };

  return (
    <section className="card p-4 sm:p-6">
      <div
        role="tablist"
        aria-label={t("lobby.tabCustom")}
        className="flex gap-1 rounded-xl bg-night-950/70 p-1"
      >
        {tabs.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`tab-${tab}`}
            aria-selected={active === tab}
            aria-controls={`panel-${tab}`}
            className={`min-h-10 flex-1 rounded-lg px-2 text-sm font-semibold transition-colors sm:text-base ${
              active === tab ? "bg-arcane-600 text-white" : "text-parchment/70 hover:bg-night-800"
            }`}
            onClick={() => setChosen(tab)}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`panel-${active}`}
        aria-labelledby={`tab-${active}`}
        className="mt-5"
      >
        {active === "players" && playersTab}
        {active === "modes" && (
          <GameModesTab
            lobby={lobby}
            isHost={isHost}
            onSelect={(mode: GameMode) => void onSave({ gameMode: mode })}
          />
        )}
        {active === "custom" && (
          <>
            <div className="mb-5 flex flex-col gap-3">
              <Toggle
                label={t("lobby.teamsToggle")}
                hint={t("lobby.teamsHint")}
                checked={lobby.settings.enableTeams}
                disabled={!isHost}
                onChange={(enableTeams) => void onSave({ enableTeams })}
              />
              <Toggle
                label={t("settings.enhanceEvents")}
                checked={lobby.settings.enhanceEvents}
                disabled={!isHost}
                onChange={(enhanceEvents) => void onSave({ enhanceEvents })}
              />
            </div>
            <CustomSettingsTab lobby={lobby} isHost={isHost} onSave={onSave} />
          </>
        )}
      </div>
    </section>
  );
}

function Toggle(props: {
  label: string;
  hint?: string;
  checked: boolean;
  disabled: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <label className="flex items-start justify-between gap-4 rounded-xl bg-night-800/60 p-3">
      <span>
        <span className="font-semibold">{props.label}</span>
        {props.hint && <span className="mt-0.5 block text-sm text-parchment/60">{props.hint}</span>}
      </span>
      <input
        type="checkbox"
        role="switch"
        className="mt-1 size-5 accent-arcane-500"
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.checked)}
      />
    </label>
  );
}
