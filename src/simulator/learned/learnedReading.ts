import data from "./model.json" with { type: "json" };
import { classify, loadModel, type NaiveBayesModel } from "./naiveBayes.js";
import { textFeatures } from "./textFeatures.js";

/**
 * The learned reader: classifiers trained on the labelled corpora (`npm run engine:train`). The
 * lexicon reads a move first; this second opinion catches phrasings the lexicon has no rule for.
 */
let models: { intent: NaiveBayesModel; rank: NaiveBayesModel } | null = null;

function loaded() {
  models ??= { intent: loadModel(data.intent), rank: loadModel(data.rank) };
  return models;
}

/**
 * How much more likely the classifier finds its own reading than the lexicon's, in log odds. An
 * override needs overwhelming evidence (OVERRIDE_MARGIN): the lexicon is right far more often when
 * the two merely disagree.
 */
export const OVERRIDE_MARGIN = 24;

/** Recent readings: a round reads each move more than once (quote, then resolve). */
const recent = new Map<string, { label: string; score: number }[]>();

function scoresFor(kind: "intent" | "rank", text: string) {
  const key = `${kind}\u0000${text}`;
  let scores = recent.get(key);
  if (!scores) {
    scores = classify(loaded()[kind], textFeatures(text));
    if (recent.size >= 512) recent.delete(recent.keys().next().value!);
    recent.set(key, scores);
  }
  return scores;
}

/** The learned intent when it overwhelmingly disagrees with the lexicon's, otherwise null. */
export function learnedIntentOverride(text: string, lexiconIntent: string): string | null {
  const scores = scoresFor("intent", text);
  const best = scores[0]!;
  if (best.label === lexiconIntent) return null;
  const lexicon = scores.find((entry) => entry.label === lexiconIntent)?.score ?? -Infinity;
  return best.score - lexicon > OVERRIDE_MARGIN ? best.label : null;
}

/** The power rank (1 tiny to 5 world-ending) labellers would expect for a move, as an average. */
export function expectedRank(text: string): number {
  const scores = scoresFor("rank", text);
  const top = scores[0]!.score;
  let weight = 0;
  let sum = 0;
  for (const { label, score } of scores) {
    const probability = Math.exp(score - top);
    weight += probability;
    sum += Number(label) * probability;
  }
  return sum / weight;
}
