import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { BattleLogEntry, GameEvent } from "../../../shared/documents.js";
import { typingDelayMs } from "../../../shared/narrationPace.js";
import { currentLanguage } from "../../i18n/i18n.js";
import { formatDelta } from "./formatStat.js";
import { TypedText } from "./TypedText.js";

interface BattleLogProps {
  log: BattleLogEntry[];
  names: Record<string, string>;
  displaySpeed: number;
  /** Events of the newest round typed out so far; the next one is being typed. */
  told: number;
  /** The event at this index of the newest round has finished typing. */
  onTold: (index: number) => void;
}

/** The event in the reader's interface language when the narrator wrote it, else in English. */
function describe(event: GameEvent, language: string): string {
  return event.translated_descriptions[language] ?? event.description;
}

function StatChanges({
  event,
  names,
  locale,
}: {
  event: GameEvent;
  names: Record<string, string>;
  locale: string;
}) {
  const entries = Object.entries(event.stat_changes).filter(
    ([, change]) => Math.round(change.health_change) !== 0 || Math.round(change.mana_change) !== 0,
  );
  if (entries.length === 0) return null;
  return (
    <p className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs motion-safe:animate-[fadein_0.6s_ease-out]">
      {entries.map(([id, change]) => (
        <span key={id} className="text-parchment/70">
          <bdi>{names[id] ?? id}</bdi>:{" "}
          {Math.round(change.health_change) !== 0 && (
            <span className={change.health_change < 0 ? "text-danger" : "text-emerald-400"}>
              {formatDelta(change.health_change, locale)} ❤
            </span>
          )}{" "}
          {Math.round(change.mana_change) !== 0 && (
            <span className={change.mana_change < 0 ? "text-sky-300" : "text-sky-400"}>
              {formatDelta(change.mana_change, locale)} ✦
            </span>
          )}
        </span>
      ))}
    </p>
  );
}

/**
 * The battle log, grouped by round, in the reader's language (re-rendered when they switch it).
 * The newest round's events are typed out one after another (each at its delay per character,
 * scaled by the display speed); older rounds show whole. Each narration line isolates its own
 * direction, so English in an Arabic interface keeps its punctuation where it belongs.
 */
export function BattleLog({ log, names, displaySpeed, told, onTold }: BattleLogProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const bottom = useRef<HTMLDivElement>(null);
  const latest = log.at(-1);

  // Only the log scrolls, never the page: a player may be typing their next spell.
  const scroll = useCallback(() => {
    const box = bottom.current?.closest("[data-scroll-box]");
    if (box) box.scrollTop = box.scrollHeight;
  }, []);
  useEffect(scroll, [log.length, told, language, scroll]);

  if (log.length === 0) {
    return <p className="text-parchment/60">{t("game.noEventsYet")}</p>;
  }
  return (
    <div className="flex flex-col gap-3" data-testid="battle-log">
      {log.map((entry) => {
        const isLatest = entry === latest;
        const visible = isLatest ? entry.events.slice(0, told + 1) : entry.events;
        return (
          <section key={entry.round} aria-label={t("game.round", { round: entry.round })}>
            <h3 className="mb-1.5 text-xs font-bold tracking-widest text-arcane-300 uppercase">
              {t("game.round", { round: entry.round })}
            </h3>
            <ol className="flex flex-col gap-2">
              {visible.map((event, index) => {
                const typing = isLatest && index === told;
                const text = describe(event, language);
                return (
                  <li
                    key={event.event_number}
                    className="rounded-lg bg-night-800/60 px-3 py-2 leading-relaxed"
                    data-typing={typing || undefined}
                  >
                    {typing ? (
                      <p dir="auto">
                        <TypedText
                          text={text}
                          delay={typingDelayMs(event.delay_per_char, displaySpeed)}
                          onDone={() => onTold(index)}
                          onProgress={scroll}
                        />
                      </p>
                    ) : (
                      <>
                        <p dir="auto">{text}</p>
                        <StatChanges event={event} names={names} locale={language} />
                      </>
                    )}
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}
      <div ref={bottom} />
    </div>
  );
}
