import { PawPrint } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Creature } from "../../../shared/documents.js";
import { currentLanguage } from "../../i18n/i18n.js";
import { Named, NAMES_SLOT } from "./Named.js";
import { StatBar } from "./StatBar.js";
import type { ShownStats } from "./useNarration.js";

export function CreatureCard({ creature, shown }: { creature: Creature; shown: ShownStats }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { translated_names, translated_descriptions } = creature.creature;
  const name = translated_names[language] ?? creature.creature.name;
  return (
    <article
      className={`rounded-xl border border-ember-500/30 bg-night-900/85 p-2 md:rounded-2xl md:p-3 ${shown.defeated ? "opacity-50 grayscale" : ""}`}
      title={translated_descriptions[language] ?? creature.creature.description}
    >
      <p className="flex items-center gap-1.5 text-sm font-semibold text-ember-400 md:text-base">
        <PawPrint aria-hidden size={16} className="shrink-0" />
        <bdi className="truncate">{name}</bdi>
      </p>
      <p className="truncate text-[0.7rem] text-parchment/60 md:text-xs">
        <Named text={t("game.owner", { owners: NAMES_SLOT })} names={creature.belongs_to} />
      </p>
      <div className="mt-1.5 md:mt-2">
        <StatBar
          label={t("game.health")}
          icon="❤"
          value={shown.health}
          max={creature.creature.maxHealth}
          start={creature.creature.maxHealth}
          color="bg-amber-500"
          locale={language}
        />
      </div>
    </article>
  );
}
