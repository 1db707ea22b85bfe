import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import committed from "./model.json" with { type: "json" };
import { expectedRank, learnedIntentOverride } from "./learnedReading.js";
import { classify, loadModel, trainNaiveBayes } from "./naiveBayes.js";
import { textFeatures } from "./textFeatures.js";
import { trainLearnedModel, type LabelledMove } from "./trainLearnedModel.js";
import { BLIND_CORPORA, TRAINING_CORPORA } from "./trainingCorpora.js";

function corpus(name: string): LabelledMove[] {
  return readFileSync(new URL(`../../../tests/corpus/${name}`, import.meta.url), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as LabelledMove);
}

describe("the learned reader", () => {
  it("is exactly what npm run engine:train makes from the training corpora, never the blind ones", () => {
    for (const blind of BLIND_CORPORA) expect(TRAINING_CORPORA).not.toContain(blind);
    const retrained = trainLearnedModel(TRAINING_CORPORA.flatMap(corpus));
    expect(JSON.parse(JSON.stringify(retrained))).toEqual(committed);
  });

  it("learns from examples and reads a phrasing it was not shown", () => {
    const model = loadModel(
      trainNaiveBayes([
        { text: "I drink a mana potion", label: "manaRestore" },
        { text: "meditate to refill my mana", label: "manaRestore" },
        { text: "fireball at Nimue", label: "attack" },
        { text: "lightning bolt at Morgana", label: "attack" },
      ]),
    );
    expect(classify(model, textFeatures("a potion of mana, glug"))[0]!.label).toBe("manaRestore");
    expect(classify(model, textFeatures("a bolt of fire at Nim"))[0]!.label).toBe("attack");
  });

  it("judges a world-ending spell more ambitious than a little one", () => {
    expect(expectedRank("a world-ending inferno that swallows the whole planet")).toBeGreaterThan(
      expectedRank("a little spark at Nimue") + 1,
    );
  });

  it("leaves the lexicon's reading alone unless the evidence against it is overwhelming", () => {
    expect(learnedIntentOverride("fireball at Nimue", "attack")).toBeNull();
    expect(learnedIntentOverride("fireball at Nimue", "heal")).toBe("attack");
  });
});
