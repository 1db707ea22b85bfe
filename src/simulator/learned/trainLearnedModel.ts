import { trainNaiveBayes } from "./naiveBayes.js";
import { trainRidge } from "./ridgeRegression.js";

export interface LabelledMove {
  move: string;
  intent: string;
  rank: number;
}

/**
 * One classifier for what a move does, and one linear model of how ambitious it is. Ambition is
 * learned from every move, spells or not: "I win instantly" is no spell, but it is priced as the
 * claim it makes.
 */
export function trainLearnedModel(examples: readonly LabelledMove[]) {
  return {
    intent: trainNaiveBayes(
      examples.map((example) => ({ text: example.move, label: example.intent })),
    ),
    ambition: trainRidge(examples.map((example) => ({ text: example.move, value: example.rank }))),
  };
}

export type LearnedModelData = ReturnType<typeof trainLearnedModel>;
