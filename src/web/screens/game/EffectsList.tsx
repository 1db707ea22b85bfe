import { useTranslation } from "react-i18next";
import type { PersistentEffect } from "../../../shared/documents.js";
import { currentLanguage } from "../../i18n/i18n.js";

export function EffectsList({
  effects,
  names,
}: {
  effects: PersistentEffect[];
  names: Record<string, string>;
}) {
  const { t } = useTranslation();
  if (effects.length === 0) return null;
  const language = currentLanguage();
  return (
    <section className="card p-4" aria-labelledby="effects-heading">
      <h2 id="effects-heading" className="text-base font-semibold">
        {t("game.effects")}
      </h2>
      <ul className="mt-2 flex flex-col gap-1.5 text-sm">
        {effects.map((effect, index) => (
          <li
            key={`${effect.name}-${index}`}
            className="flex flex-wrap items-baseline justify-between gap-2"
          >
            <span>
              <span className="rounded bg-night-700 px-1.5 py-0.5 text-[0.65rem] font-bold tracking-wide text-arcane-300">
                {effect.type}
              </span>{" "}
              {effect.translated_names[language] ?? effect.name}
              <span className="text-parchment/55">
                {" "}
                · {effect.affectedPlayers.map((id) => names[id] ?? id).join(", ")}
              </span>
            </span>
            <span className="text-xs text-parchment/60">
              {effect.duration_in_rounds === -1
                ? t("game.infinite")
                : t("game.rounds", { count: effect.duration_in_rounds })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
