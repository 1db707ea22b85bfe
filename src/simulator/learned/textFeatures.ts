/**
 * What the learned reader looks at in a move: its words, and runs of three and four characters so
 * that "fireballz", "Feuerball" and "ファイアボール" share evidence with words it was taught.
 */
export function textFeatures(text: string): string[] {
  const clean = ` ${text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u2019\u2018]/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()} `;
  const features = new Set<string>();
  for (const word of clean.trim().split(" ")) if (word) features.add(`w:${word}`);
  for (let size = 3; size <= 4; size += 1)
    for (let at = 0; at + size <= clean.length; at += 1)
      features.add(`c:${clean.slice(at, at + size)}`);
  return [...features];
}
