/**
 * Rows reused between calls: the fuzzy pass compares every unknown word with hundreds of terms,
 * and allocating a matrix each time was most of its cost.
 */
let previous2 = new Int32Array(32);
let previous = new Int32Array(32);
let current = new Int32Array(32);

/**
 * Edit distance with transpositions (Damerau-Levenshtein, optimal string alignment). Past `limit`
 * it stops early and answers some distance above `limit`, not the exact one.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  const width = b.length + 1;
  if (previous.length < width) {
    previous2 = new Int32Array(width);
    previous = new Int32Array(width);
    current = new Int32Array(width);
  }
  for (let j = 0; j < width; j += 1) previous[j] = j;
  // A row's cells come from the row above or the one above that: once two rows running are all
  // past the limit, every later row is too.
  let lastLeast = 0;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let least = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, previous2[j - 2]! + 1);
      current[j] = best;
      if (best < least) least = best;
    }
    const spare = previous2;
    previous2 = previous;
    previous = current;
    current = spare;
    if (least > limit && lastLeast > limit) return least;
    lastLeast = least;
  }
  return previous[b.length]!;
}
