import { Bot, Skull, WifiOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { GamePlayer, PersistentEffect, Settings } from "../../../shared/documents.js";
import { WizardAvatar } from "../../components/wizard/WizardAvatar.js";
import { wizardHandsUrl } from "../../components/wizard/wizards.js";
import { currentLanguage } from "../../i18n/i18n.js";
import { formatSetting } from "../lobby/formatSetting.js";
import { StatBar } from "./StatBar.js";
import { useFlash } from "./useFlash.js";

interface PlayerCardProps {
  player: GamePlayer;
  /** Lasting effects on this player, listed in the card's hover popup. */
  effects: PersistentEffect[];
  settings: Settings;
  affinity: number;
  isSelf: boolean;
  moved: boolean;
}

export function PlayerCard({
  player,
  effects,
  settings,
  affinity,
  isSelf,
  moved,
}: PlayerCardProps) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const flash = useFlash(player.health + player.mana / 1e6);
  const ring =
    flash === "down" ? "ring-2 ring-danger" : flash === "up" ? "ring-2 ring-emerald-400" : "";
  return (
    <article
      tabIndex={0}
      className={`group relative rounded-2xl border hover:z-30 focus:z-30 border-night-600/60 bg-night-900/85 p-3 transition-shadow ${ring} ${player.defeated ? "opacity-55 grayscale" : ""}`}
      data-testid={`card-${player.name}`}
    >
      <header className="flex items-center gap-2.5">
        <WizardAvatar iconId={player.iconId} size={40} decorative />
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-1.5 truncate font-semibold">
            <span className="truncate">{player.name}</span>
            {isSelf && (
              <span className="text-xs font-normal text-parchment/55">({t("game.you")})</span>
            )}
          </p>
          <p className="flex flex-wrap items-center gap-2 text-xs text-parchment/60">
            {player.isBot && (
              <span className="inline-flex items-center gap-1">
                <Bot aria-hidden size={12} />
                {t("game.bot")}
              </span>
            )}
            {player.defeated && (
              <span className="inline-flex items-center gap-1 text-danger">
                <Skull aria-hidden size={12} />
                {t("game.defeated")}
              </span>
            )}
            {!player.connected && !player.isBot && (
              <span className="inline-flex items-center gap-1" aria-label={t("game.disconnected")}>
                <WifiOff aria-hidden size={12} />
                {t("game.disconnected")}
              </span>
            )}
            {settings.enableTeams && player.team > 0 && (
              <span>{t("lobby.team", { team: player.team })}</span>
            )}
          </p>
        </div>
        {moved && !player.defeated && (
          <img
            src={wizardHandsUrl(player.iconId)}
            alt={t("game.submitted")}
            width={52}
            height={39}
            className="shrink-0 animate-cast"
            draggable={false}
            data-testid="casting-hands"
          />
        )}
      </header>
      <div
        role="tooltip"
        className="pointer-events-none invisible absolute inset-x-0 top-full z-20 mt-1 min-w-0 rounded-xl border border-night-600 bg-night-900 p-3 text-sm opacity-0 shadow-2xl transition-opacity group-hover:visible group-hover:opacity-100 group-focus:visible group-focus:opacity-100"
      >
        <p className="font-semibold">{player.name}</p>
        <p className="mt-1 text-parchment/75">
          {t("game.health")}: {formatSetting(Math.max(0, Math.round(player.health)), locale)}
          {settings.maxHealth > 0 ? ` / ${formatSetting(settings.maxHealth, locale)}` : ""}
        </p>
        <p className="text-parchment/75">
          {t("game.mana")}: {formatSetting(Math.max(0, Math.round(player.mana)), locale)}
          {settings.maxMana > 0 ? ` / ${formatSetting(settings.maxMana, locale)}` : ""}
        </p>
        {effects.length > 0 && (
          <ul className="mt-2 border-t border-night-700 pt-2 text-xs text-parchment/70">
            {effects.map((effect, index) => (
              <li key={`${effect.name}-${index}`}>
                {effect.type}: {effect.translated_names[locale] ?? effect.name} ·{" "}
                {effect.duration_in_rounds === -1
                  ? t("game.infinite")
                  : t("game.rounds", { count: effect.duration_in_rounds })}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-3 flex flex-col gap-2">
        <StatBar
          label={t("game.health")}
          value={player.health}
          max={settings.maxHealth}
          start={settings.initialHealth}
          color="bg-rose-500"
          locale={locale}
        />
        <StatBar
          label={t("game.mana")}
          value={player.mana}
          max={settings.maxMana}
          start={settings.initialMana}
          color="bg-sky-500"
          locale={locale}
        />
        <p className="flex justify-between text-xs text-parchment/60">
          <span>{t("game.affinity")}</span>
          <span className="font-mono">
            {affinity < 0 ? t("game.noAffinity") : formatSetting(affinity, locale)}
          </span>
        </p>
      </div>
    </article>
  );
}
