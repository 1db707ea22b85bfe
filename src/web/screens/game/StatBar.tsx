import { DISPLAY_CAP } from "../../../shared/constants.js";
import { formatDelta, formatStat } from "./formatStat.js";

interface StatBarProps {
  label: string;
  /** Stands for the label on phones, where the bar shares one line with its value. */
  icon: string;
  value: number;
  /** -1 when uncapped: the bar then shows the value against where it started. */
  max: number;
  start: number;
  color: string;
  locale: string;
  /** The change the narration has just told, floated above the value while the card flashes. */
  delta?: number | null;
}

/**
 * A health or mana bar that eases to its new value: one line (icon, bar, value) on phones, the
 * label and value over the bar from 768 px.
 */
export function StatBar({ label, icon, value, max, start, color, locale, delta }: StatBarProps) {
  const endless = max <= 0 && value > DISPLAY_CAP;
  const scale = max > 0 ? max : Math.max(start, value, 1);
  const percent = endless ? 100 : Math.max(0, Math.min(100, (value / scale) * 100));
  const text = `${formatStat(value, locale)}${max > 0 ? ` / ${formatStat(max, locale)}` : ""}`;
  return (
    <div className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-1.5 text-xs md:grid-cols-[minmax(0,1fr)_auto] md:gap-y-1">
      <span className="text-parchment/70">
        <span aria-hidden className="md:hidden">
          {icon}
        </span>
        <span className="max-md:sr-only">{label}</span>
      </span>
      <span className="relative order-last font-mono text-parchment/80 md:order-none">
        {/* "23 / 100" reads left to right in every language. */}
        <span dir="ltr">{text}</span>
        {delta ? (
          // Floats over the end of the bar, where the change shows.
          <span
            className={`absolute end-full top-1/2 me-1 -translate-y-1/2 rounded bg-night-950/90 px-1 font-bold whitespace-nowrap motion-safe:animate-[fadein_0.4s_ease-out] ${delta < 0 ? "text-danger" : "text-emerald-400"}`}
            dir="ltr"
            data-testid="stat-delta"
          >
            {formatDelta(delta, locale)}
          </span>
        ) : null}
      </span>
      <div
        className="h-2 overflow-hidden rounded-full bg-night-950 md:col-span-2 md:h-2.5"
        role="meter"
        aria-label={label}
        aria-valuenow={Math.round(value)}
        aria-valuemin={0}
        aria-valuemax={Math.round(scale)}
        aria-valuetext={text}
      >
        <div
          className={`h-full rounded-full ${color} transition-[width] duration-700 ease-out motion-reduce:transition-none`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
