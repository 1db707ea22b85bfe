import { DISPLAY_CAP } from "../../../shared/constants.js";
import type { NumericSetting } from "../../../shared/settingsBounds.js";

/** Very large numbers display capped as 9999999999+ (SPEC section 5). */
export function formatSetting(value: number, locale: string): string {
  if (value > DISPLAY_CAP) return "9999999999+";
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/**
 * Settings whose label names their unit ("Round time (seconds)"): a bare 120 could be seconds or
 * minutes. The others say it in their name already (max players, initial mana).
 */
export const LABELLED_UNITS: readonly NumericSetting[] = ["roundTime"];
