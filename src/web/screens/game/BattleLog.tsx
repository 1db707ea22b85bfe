import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BattleLogEntry, GameEvent } from "../../../shared/documents.js";
import { DEFAULT_DELAY_PER_CHAR } from "../../../shared/constants.js";
import { currentLanguage } from "../../i18n/i18n.js";
import { TypedText } from "./TypedText.js";

interface BattleLogProps {
  log: BattleLogEntry[];
  names: Record<string, string>;
  displaySpeed: number;
  /** Told whether every event of the newest round has been typed out. */
  onCaughtUp?: (caughtUp: boolean) => void;
}

function describe(event: GameEvent, language: string): string {
  return event.translated_descriptions[language] ?? event.description;
}

function StatChanges({ event, names }: { event: GameEvent; names: Record<string, string> }) {
  const entries = Object.entries(event.stat_changes).filter(
    ([, change]) => Math.round(change.health_change) !== 0 || Math.round(change.mana_change) !== 0,
  );
  if (entries.length === 0) return null;
  const sign = (value: number) => (value > 0 ? `+${Math.round(value)}` : `${Math.round(value)}`);
  return (
    <p className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs motion-safe:animate-[fadein_0.6s_ease-out]">
      {entries.map(([id, change]) => (
        <span key={id} className="text-parchment/70">
          {names[id] ?? id}:{" "}
          {Math.round(change.health_change) !== 0 && (
            <span className={change.health_change < 0 ? "text-danger" : "text-emerald-400"}>
              {sign(change.health_change)} ❤
            </span>
          )}{" "}
          {Math.round(change.mana_change) !== 0 && (
            <span className={change.mana_change < 0 ? "text-sky-300" : "text-sky-400"}>
              {sign(change.mana_change)} ✦
            </span>
          )}
        </span>
      ))}
    </p>
  );
}

/**
 * The battle log, grouped by round. The newest round's events are typed out one after another
 * (each at its delay per character, scaled by the display speed); older rounds show whole.
 */
export function BattleLog({ log, names, displaySpeed, onCaughtUp }: BattleLogProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const bottom = useRef<HTMLDivElement>(null);
  const latest = log.at(-1);
  const [typed, setTyped] = useState<{ round: number; count: number }>({
    round: latest?.round ?? 0,
    count: latest?.events.length ?? 0,
  });
  // A round that arrives while we watch is typed from its first event.
  if (latest && typed.round !== latest.round) setTyped({ round: latest.round, count: 0 });

  // Only the log scrolls, never the page: a player may be typing their next spell.
  const scroll = useCallback(() => {
    const box = bottom.current?.closest("[data-scroll-box]");
    if (box) box.scrollTop = box.scrollHeight;
  }, []);
  const next = useCallback(() => setTyped((state) => ({ ...state, count: state.count + 1 })), []);
  useEffect(scroll, [log.length, typed.count, scroll]);
  const caughtUp = !latest || (typed.round === latest.round && typed.count >= latest.events.length);
  useEffect(() => {
    onCaughtUp?.(caughtUp);
  }, [caughtUp, onCaughtUp]);

  if (log.length === 0) {
    return <p className="text-parchment/60">{t("game.noEventsYet")}</p>;
  }
  return (
    <div className="flex flex-col gap-4" data-testid="battle-log">
      {log.map((entry) => {
        const isLatest = entry === latest;
        const visible = isLatest ? entry.events.slice(0, typed.count + 1) : entry.events;
        return (
          <section key={entry.round} aria-label={t("game.round", { round: entry.round })}>
            <h3 className="mb-1.5 text-xs font-bold tracking-widest text-arcane-300 uppercase">
              {t("game.round", { round: entry.round })}
            </h3>
            <ol className="flex flex-col gap-2">
              {visible.map((event, index) => {
                const typing = isLatest && index === typed.count && index < entry.events.length;
                return (
                  <li
                    key={event.event_number}
                    className="rounded-lg bg-night-800/60 px-3 py-2 leading-relaxed"
                  >
                    {typing ? (
                      <TypedText
                        text={describe(event, language)}
                        delay={(event.delay_per_char || DEFAULT_DELAY_PER_CHAR) / displaySpeed}
                        onDone={next}
                        onProgress={scroll}
                      />
                    ) : (
                      <>
                        {describe(event, language)}
                        <StatChanges event={event} names={names} />
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
