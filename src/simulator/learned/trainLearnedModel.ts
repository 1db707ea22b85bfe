import { trainNaiveBayes } from "./naiveBayes.js";

export interface LabelledMove {
  move: string;
  intent: string;
  rank: number;
}

/** One classifier for what a move does, one for how ambitious it is (moves that are spells). */
export function trainLearnedModel(examples: readonly LabelledMove[]) {
  return {
    intent: trainNaiveBayes(
      examples.map((example) => ({ text: example.move, label: example.intent })),
    ),
    rank: trainNaiveBayes(
      examples
        .filter((example) => example.intent !== "nothing")
        .map((example) => ({ text: example.move, label: String(example.rank) })),
    ),
  };
}

export type LearnedModelData = ReturnType<typeof trainLearnedModel>;
