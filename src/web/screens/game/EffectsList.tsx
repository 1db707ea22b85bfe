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
    <section
      className="rounded-xl border border-night-600/60 bg-night-900/85 p-3 md:rounded-2xl md:p-4"
      aria-labelledby="effects-heading"
    >
      <h2 id="effects-heading" className="text-sm font-semibold md:text-base">
        {t("game.effects")}
      </h2>
      <ul className="mt-1.5 flex flex-col gap-1.5 text-sm">
        {effects.map((effect, index) => (
          <li
            key={`${effect.name}-${index}`}
            className="flex flex-wrap items-baseline justify-between gap-x-2"
          >
            <span className="min-w-0">
              <span className="rounded bg-night-700 px-1.5 py-0.5 text-[0.65rem] font-bold tracking-wide text-arcane-300 uppercase">
                {t(`game.effectTypes.${effect.type}`)}
              </span>{" "}
              <bdi>{effect.translated_names[language] ?? effect.name}</bdi>
              <span className="text-parchment/55">
                {" · "}
                {effect.affectedPlayers.map((id, at) => (
                  <span key={id}>
                    {at > 0 && ", "}
                    <bdi>{names[id] ?? id}</bdi>
                  </span>
                ))}
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
