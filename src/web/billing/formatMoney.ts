/** A plan's monthly price in the reader's language ("$5", "5 $US"). */
export function formatUsd(amount: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  }).format(amount);
}

/** A date in the reader's language: "22 December 2026". */
export function formatDay(epochMs: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long" }).format(new Date(epochMs));
}
