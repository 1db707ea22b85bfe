import { DISPLAY_CAP } from "../../../shared/constants.js";

/**
 * A health or mana value on a card. Past the display cap (sandbox starts everyone at 1e18) the
 * value reads as infinite: "9999999999+" on every card hid that anything happened, and a value that
 * large no longer moves by a few points anyway, so the changes show as deltas beside it.
 */
export function formatStat(value: number, locale: string): string {
  if (value > DISPLAY_CAP) return "∞";
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(
    Math.max(0, Math.round(value)),
  );
}

/** A change told by the narration, always signed: "+12", "−40", and "−1.2M" for huge ones. */
export function formatDelta(value: number, locale: string): string {
  const rounded = Math.round(value);
  return new Intl.NumberFormat(locale, {
    signDisplay: "exceptZero",
    notation: Math.abs(rounded) >= 1e6 ? "compact" : "standard",
    maximumFractionDigits: Math.abs(rounded) >= 1e6 ? 1 : 0,
  }).format(rounded);
}
