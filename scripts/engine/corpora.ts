/** The labelled corpora in tests/corpus, and the statistic that scores prices against them. */
import { readFileSync } from "node:fs";

export interface Labelled {
  move: string;
  intent: string;
  element: string | null;
  target: string;
  rank: number;
  language: string;
  category: string;
}

export function readCorpus(name: string): Labelled[] {
  return readFileSync(new URL(`../../tests/corpus/${name}`, import.meta.url), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Labelled);
}

/** Spearman's rank correlation, ties sharing their average rank. */
export function spearman(xs: number[], ys: number[]): number {
  const rank = (values: number[]) => {
    const order = values
      .map((value, index) => ({ value, index }))
      .sort((a, b) => a.value - b.value);
    const ranks = new Array<number>(values.length);
    for (let i = 0; i < order.length;) {
      let j = i;
      while (j + 1 < order.length && order[j + 1]!.value === order[i]!.value) j += 1;
      for (let k = i; k <= j; k += 1) ranks[order[k]!.index] = (i + j) / 2 + 1;
      i = j + 1;
    }
    return ranks;
  };
  const rx = rank(xs);
  const ry = rank(ys);
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const mx = mean(rx);
  const my = mean(ry);
  let num = 0;
  let dx = 0;
  let dy = 0;
  for (let i = 0; i < rx.length; i += 1) {
    num += (rx[i]! - mx) * (ry[i]! - my);
    dx += (rx[i]! - mx) ** 2;
    dy += (ry[i]! - my) ** 2;
  }
  return num / Math.sqrt(dx * dy);
}
