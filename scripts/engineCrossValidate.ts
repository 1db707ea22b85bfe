/**
 * `npm run engine:cv`: leave-one-corpus-out cross-validation of the learned reader. Each training
 * corpus in turn is left out of training and scored as if unseen: intent accuracy and the rank
 * correlation of the quoted price. Used to choose the engine's constants (smoothing, override
 * margins, the ambition power) without looking at the blind corpus. A measurement, not a test.
 */
import { useLearnedModel } from "../src/simulator/learned/learnedReading.js";
import { trainLearnedModel } from "../src/simulator/learned/trainLearnedModel.js";
import { TRAINING_CORPORA } from "../src/simulator/learned/trainingCorpora.js";
import { parseMove } from "../src/simulator/rules/parseMove.js";
import { quoteManaCost } from "../src/simulator/rules/pricing.js";
import { readCorpus, spearman } from "./engine/corpora.js";

const names = ["Merlin", "Nimue", "Morgana", "Fang"];
const corpora = TRAINING_CORPORA.map((name) => ({ name, items: readCorpus(name) }));
const folds = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [...TRAINING_CORPORA];

let intentSum = 0;
let rankSum = 0;
for (const fold of folds) {
  const left = corpora.find((corpus) => corpus.name === fold);
  if (!left) throw new Error(`${fold} is not a training corpus`);
  useLearnedModel(
    trainLearnedModel(corpora.filter((corpus) => corpus !== left).flatMap((c) => c.items)),
  );
  const intent =
    left.items.filter((item) => parseMove(item.move, names).intent === item.intent).length /
    left.items.length;
  // As engine:eval scores it: the quote of every move labelled a spell against its rank.
  const spells = left.items.filter((item) => item.intent !== "nothing");
  const rank = spearman(
    spells.map((item) => quoteManaCost(parseMove(item.move))),
    spells.map((item) => item.rank),
  );
  intentSum += intent;
  rankSum += rank;
  console.log(
    `${fold.padEnd(28)} intent ${(100 * intent).toFixed(1)}%  rank correlation ${rank.toFixed(3)}`,
  );
}
console.log(
  `${"mean".padEnd(28)} intent ${((100 * intentSum) / folds.length).toFixed(1)}%  rank correlation ${(rankSum / folds.length).toFixed(3)}`,
);
