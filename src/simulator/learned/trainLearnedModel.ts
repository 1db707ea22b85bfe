import { trainNaiveBayes } from "./naiveBayes.js";

export interface LabelledMove {
  move: string;
  intent: string;
  rank: number;
}

/**
 * One classifier for what a move does, one for how ambitious it is. Ambition is learned from every
 * move, spells or not: "I win instantly" is no spell, but it is priced as the claim it makes.
 */
export function trainLearnedModel(examples: readonly LabelledMove[]) {
  return {
    intent: trainNaiveBayes(
      examples.map((example) => ({ text: example.move, label: example.intent })),
    ),
    rank: trainNaiveBayes(
      examples.map((example) => ({ text: example.move, label: String(example.rank) })),
    ),
  };
}

export type LearnedModelData = ReturnType<typeof trainLearnedModel>;
