/**
 * `npm run engine:train`: trains the embedded engine's learned reader (intent and ambition) from
 * the labelled corpora and writes src/simulator/learned/model.json. Deterministic: the same corpora
 * give the same file, which a unit test checks.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { trainLearnedModel } from "../src/simulator/learned/trainLearnedModel.js";
import { TRAINING_CORPORA } from "../src/simulator/learned/trainingCorpora.js";

const examples = TRAINING_CORPORA.flatMap((name) =>
  readFileSync(new URL(`../tests/corpus/${name}`, import.meta.url), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { move: string; intent: string; rank: number }),
);
const target = new URL("../src/simulator/learned/model.json", import.meta.url);
writeFileSync(target, `${JSON.stringify(trainLearnedModel(examples))}\n`);
console.log(`trained on ${examples.length} moves from ${TRAINING_CORPORA.join(", ")}`);
