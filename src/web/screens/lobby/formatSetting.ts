import { DISPLAY_CAP } from "../../../shared/constants.js";

/** Very large numbers display capped as 9999999999+ (SPEC section 5). */
export function formatSetting(value: number, locale: string): string {
  if (value > DISPLAY_CAP) return "9999999999+";
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}
