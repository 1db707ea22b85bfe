import { formatSetting } from "../lobby/formatSetting.js";

interface StatBarProps {
  label: string;
  value: number;
  /** -1 when uncapped: the bar then shows the value against where it started. */
  max: number;
  start: number;
  color: string;
  locale: string;
}

/** A health or mana bar that eases to its new value. */
export function StatBar({ label, value, max, start, color, locale }: StatBarProps) {
  const scale = max > 0 ? max : Math.max(start, value, 1);
  const percent = Math.max(0, Math.min(100, (value / scale) * 100));
  return (
    <div>
      <div className="flex justify-between text-xs text-parchment/70">
        <span>{label}</span>
        <span className="font-mono">
          {formatSetting(Math.max(0, Math.round(value)), locale)}
          {max > 0 ? ` / ${formatSetting(max, locale)}` : ""}
        </span>
      </div>
      <div
        className="mt-1 h-2.5 overflow-hidden rounded-full bg-night-950"
        role="meter"
        aria-label={label}
        aria-valuenow={Math.round(value)}
        aria-valuemin={0}
        aria-valuemax={Math.round(scale)}
      >
        <div
          className={`h-full rounded-full ${color} transition-[width] duration-700 ease-out motion-reduce:transition-none`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
