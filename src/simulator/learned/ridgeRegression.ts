/**
 * A linear model of a move's power rank over its features (`textFeatures`), fitted by stochastic
 * gradient descent with L2 shrinkage. Naive Bayes reads intent well but ranks ambition poorly:
 * its estimate treats every telling word as independent evidence. Pure and deterministic: the
 * examples are visited in a seeded order, and the weights are rounded when serialized.
 */
import { textFeatures } from "./textFeatures.js";

/** The model as committed: its mean and one `feature<TAB>weight` line per feature. */
export interface SerializedRidge {
  mean: number;
  table: string;
}

export interface RidgeModel {
  mean: number;
  weights: Map<string, number>;
}

/**
 * Chosen by leaving each of seven labelled corpora out of training in turn: more epochs, a larger
 * step or less shrinkage did no better.
 */
const EPOCHS = 10;
const STEP = 0.5;
const SHRINKAGE = 0.01;

/** Features scale down by the square root of their number, so long moves do not rank higher. */
function scaleOf(features: readonly string[]): number {
  return 1 / Math.sqrt(features.length || 1);
}

export function trainRidge(examples: readonly { text: string; value: number }[]): SerializedRidge {
  const mean = examples.reduce((sum, example) => sum + example.value, 0) / (examples.length || 1);
  const features = examples.map((example) => textFeatures(example.text));
  const weights = new Map<string, number>();
  const order = examples.map((_, index) => index);
  let seed = 7;
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    // A fixed pseudo-random order per epoch: the same corpora always give the same model.
    for (let i = order.length - 1; i > 0; i -= 1) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const j = seed % (i + 1);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const step = STEP / (1 + epoch);
    for (const index of order) {
      const present = features[index]!;
      const scale = scaleOf(present);
      let predicted = mean;
      for (const feature of present) predicted += (weights.get(feature) ?? 0) * scale;
      const error = predicted - examples[index]!.value;
      for (const feature of present) {
        const weight = weights.get(feature) ?? 0;
        weights.set(feature, weight - step * (error * scale + SHRINKAGE * weight));
      }
    }
  }
  const table = [...weights]
    .map(([feature, weight]) => [feature, Math.round(weight * 1e4) / 1e4] as const)
    .filter(([, weight]) => weight !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([feature, weight]) => `${feature}\t${weight}`)
    .join("\n");
  return { mean, table };
}

export function loadRidge(data: SerializedRidge): RidgeModel {
  const weights = new Map<string, number>();
  for (const line of data.table.split("\n")) {
    const tab = line.lastIndexOf("\t");
    if (tab > 0) weights.set(line.slice(0, tab), Number(line.slice(tab + 1)));
  }
  return { mean: data.mean, weights };
}

export function predictRidge(model: RidgeModel, features: readonly string[]): number {
  const scale = scaleOf(features);
  let predicted = model.mean;
  for (const feature of features) predicted += (model.weights.get(feature) ?? 0) * scale;
  return predicted;
}
