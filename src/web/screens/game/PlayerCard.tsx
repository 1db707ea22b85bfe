import { Bot, Skull, WifiOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { GamePlayer, PersistentEffect, Settings } from "../../../shared/documents.js";
import { WizardAvatar } from "../../components/wizard/WizardAvatar.js";
import { wizardHandsUrl } from "../../components/wizard/wizards.js";
import { currentLanguage } from "../../i18n/i18n.js";
import { formatStat } from "./formatStat.js";
import { StatBar } from "./StatBar.js";
import { useFlash } from "./useFlash.js";
import type { ShownStats, ToldChange } from "./useNarration.js";

interface PlayerCardProps {
  player: GamePlayer;
  /** Health, mana and defeat as far as the narration has told them. */
  shown: ShownStats;
  /** What the event just told did to this wizard: the card flashes it for 2 seconds. */
  change: ToldChange | null;
  /** Lasting effects on this player, listed in the card's hover popup. */
  effects: PersistentEffect[];
  settings: Settings;
  isSelf: boolean;
  moved: boolean;
}

/** A wizard's card: compact enough for five of them above the spell box on a phone. */
export function PlayerCard({
  player,
  shown,
  change,
  effects,
  settings,
  isSelf,
  moved,
}: PlayerCardProps) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const flashing = useFlash(change?.key ?? null);
  const ring = !flashing
    ? ""
    : (change?.health ?? 0) < 0
      ? "ring-2 ring-danger"
      : (change?.health ?? 0) > 0
        ? "ring-2 ring-emerald-400"
        : "ring-2 ring-sky-400";
  const maxOf = (max: number) => (max > 0 ? ` / ${formatStat(max, locale)}` : "");
  return (
    <article
      tabIndex={0}
      className={`group relative rounded-xl border border-night-600/60 bg-night-900/85 p-2 transition-shadow hover:z-30 focus:z-30 md:rounded-2xl md:p-3 ${ring} ${shown.defeated ? "opacity-55 grayscale" : ""}`}
      data-testid={`card-${player.name}`}
    >
      <header className="flex items-center gap-2 md:gap-2.5">
        {/* The hands rise in front of the avatar, so the name keeps the whole line. */}
        <div className="relative shrink-0 [&>img:first-child]:size-8 md:[&>img:first-child]:size-10">
          <WizardAvatar iconId={player.iconId} size={40} decorative />
          {moved && !shown.defeated && (
            <img
              src={wizardHandsUrl(player.iconId)}
              alt={t("game.submitted")}
              width={40}
              height={30}
              className="absolute -bottom-2 left-1/2 max-w-none -translate-x-1/2 animate-cast"
              draggable={false}
              data-testid="casting-hands"
            />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <bdi className="block truncate text-sm font-semibold md:text-base">{player.name}</bdi>
          <p className="flex flex-wrap items-center gap-x-2 text-[0.7rem] leading-4 text-parchment/60 md:text-xs">
            {isSelf && <span>{t("game.you")}</span>}
            {player.isBot && (
              <span className="inline-flex items-center gap-1">
                <Bot aria-hidden size={12} />
                {t("game.bot")}
              </span>
            )}
            {shown.defeated && (
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
      </header>
      <div
        role="tooltip"
        className="pointer-events-none invisible absolute inset-x-0 top-full z-20 mt-1 min-w-0 rounded-xl border border-night-600 bg-night-900 p-3 text-sm opacity-0 shadow-2xl transition-opacity group-hover:visible group-hover:opacity-100 group-focus:visible group-focus:opacity-100"
      >
        <p className="font-semibold">
          <bdi>{player.name}</bdi>
        </p>
        <p className="mt-1 text-parchment/75">
          {t("game.health")}: {formatStat(shown.health, locale)}
          {maxOf(settings.maxHealth)}
        </p>
        <p className="text-parchment/75">
          {t("game.mana")}: {formatStat(shown.mana, locale)}
          {maxOf(settings.maxMana)}
        </p>
        {effects.length > 0 && (
          <ul className="mt-2 border-t border-night-700 pt-2 text-xs text-parchment/70">
            {effects.map((effect, index) => (
              <li key={`${effect.name}-${index}`}>
                {t(`game.effectTypes.${effect.type}`)}:{" "}
                <bdi>{effect.translated_names[locale] ?? effect.name}</bdi> ·{" "}
                {effect.duration_in_rounds === -1
                  ? t("game.infinite")
                  : t("game.rounds", { count: effect.duration_in_rounds })}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-1.5 flex flex-col gap-1 md:mt-3 md:gap-2">
        <StatBar
          label={t("game.health")}
          icon="❤"
          value={shown.health}
          max={settings.maxHealth}
          start={settings.initialHealth}
          color="bg-rose-500"
          locale={locale}
          delta={flashing ? change?.health : null}
        />
        <StatBar
          label={t("game.mana")}
          icon="✦"
          value={shown.mana}
          max={settings.maxMana}
          start={settings.initialMana}
          color="bg-sky-500"
          locale={locale}
          delta={flashing ? change?.mana : null}
        />
      </div>
    </article>
  );
}
