import data from "./model.json" with { type: "json" };
import { classify, loadModel, type NaiveBayesModel } from "./naiveBayes.js";
import { loadRidge, predictRidge, type RidgeModel } from "./ridgeRegression.js";
import { textFeatures } from "./textFeatures.js";
import type { LearnedModelData } from "./trainLearnedModel.js";

/**
 * The learned reader: classifiers trained on the labelled corpora (`npm run engine:train`). The
 * lexicon reads a move first; this second opinion catches phrasings the lexicon has no rule for.
 */
let models: { intent: NaiveBayesModel; ambition: RidgeModel } | null = null;

function loaded() {
  models ??= { intent: loadModel(data.intent), ambition: loadRidge(data.ambition) };
  return models;
}

/**
 * Reads with another trained model from now on. Only for measuring (leaving a corpus out of
 * training to score it); the game always reads with the committed model.
 */
export function useLearnedModel(model: LearnedModelData): void {
  models = { intent: loadModel(model.intent), ambition: loadRidge(model.ambition) };
  recent.clear();
}

/**
 * How much more likely the classifier finds its own reading than the lexicon's, in log odds. An
 * override needs overwhelming evidence: the lexicon is right far more often when the two merely
 * disagree (chosen by leaving each of seven labelled corpora out of training in turn). Where the
 * lexicon found no spell at all, the classifier, which learned from spells, reads table talk as
 * one ("Camille ναι", "i surrender"): that margin was chosen on the talk of the blind party sets
 * against the spells of the held-out corpora (docs/simulator.md).
 */
export const OVERRIDE_MARGIN = 32;
export const NO_SPELL_OVERRIDE_MARGIN = 36;

/** What the models made of a text: its features, and each model's answer once asked for. */
interface Reading {
  features: string[];
  intent?: { label: string; score: number }[];
  ambition?: number;
}

/**
 * Recent readings: a round reads each move more than once (quote, then resolve). Each model runs
 * only when its answer is asked for: a clause is often priced and never read, or read and never
 * priced.
 */
const recent = new Map<string, Reading>();

function readingOf(text: string): Reading {
  let reading = recent.get(text);
  if (!reading) {
    // Both models look at the same features: extract them once.
    reading = { features: textFeatures(text) };
    if (recent.size >= 512) recent.delete(recent.keys().next().value!);
    recent.set(text, reading);
  }
  return reading;
}

/** The learned intent when it overwhelmingly disagrees with the lexicon's, otherwise null. */
export function learnedIntentOverride(text: string, lexiconIntent: string): string | null {
  const reading = readingOf(text);
  const scores = (reading.intent ??= classify(loaded().intent, reading.features));
  const best = scores[0]!;
  if (best.label === lexiconIntent) return null;
  const lexicon = scores.find((entry) => entry.label === lexiconIntent)?.score ?? -Infinity;
  const margin = lexiconIntent === "nothing" ? NO_SPELL_OVERRIDE_MARGIN : OVERRIDE_MARGIN;
  return best.score - lexicon > margin ? best.label : null;
}

/**
 * The power rank (1 tiny to 5 world-ending) labellers would give a move, as the linear model
 * estimates it, kept within 1 to 5.
 */
export function expectedRank(text: string): number {
  const reading = readingOf(text);
  reading.ambition ??= predictRidge(loaded().ambition, reading.features);
  return Math.min(5, Math.max(1, reading.ambition));
}
