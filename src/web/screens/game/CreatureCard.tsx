import { PawPrint } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Creature } from "../../../shared/documents.js";
import { currentLanguage } from "../../i18n/i18n.js";
import { StatBar } from "./StatBar.js";

export function CreatureCard({ creature }: { creature: Creature }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const name = creature.creature.translated_names[language] ?? creature.creature.name;
  return (
    <article
      className={`rounded-2xl border border-ember-500/30 bg-night-900/85 p-3 ${creature.permanently_dead ? "opacity-50 grayscale" : ""}`}
      title={creature.creature.description}
    >
      <p className="flex items-center gap-1.5 font-semibold text-ember-400">
        <PawPrint aria-hidden size={16} />
        {name}
      </p>
      <p className="text-xs text-parchment/60">
        {t("game.owner", { owners: creature.belongs_to.join(", ") })}
      </p>
      <div className="mt-2">
        <StatBar
          label={t("game.health")}
          value={creature.creature.health}
          max={creature.creature.maxHealth}
          start={creature.creature.maxHealth}
          color="bg-amber-500"
          locale={language}
        />
      </div>
    </article>
  );
}
