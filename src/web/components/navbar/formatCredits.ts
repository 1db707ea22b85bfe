import { DISPLAY_CAP } from "../../../shared/constants.js";

/** Credits are decimal on the server; players see a whole number, capped like every big number. */
export function formatCredits(credits: number, locale: string): string {
  const rounded = Math.round(credits);
  if (rounded > DISPLAY_CAP) return `${new Intl.NumberFormat(locale).format(DISPLAY_CAP)}+`;
  return new Intl.NumberFormat(locale).format(rounded);
}
