import { describe, expect, it } from "vitest";
import { loadRidge, predictRidge, trainRidge } from "./ridgeRegression.js";
import { textFeatures } from "./textFeatures.js";

const examples = [
  { text: "a tiny spark", value: 1 },
  { text: "a tiny heal", value: 1 },
  { text: "a spark", value: 2 },
  { text: "a fireball", value: 3 },
  { text: "a huge fireball", value: 4 },
  { text: "a huge wave", value: 4 },
  { text: "an infinite world-ending fireball", value: 5 },
];

describe("the ambition model", () => {
  it("learns which words make a move more ambitious", () => {
    const model = loadRidge(trainRidge(examples));
    const predict = (text: string) => predictRidge(model, textFeatures(text));
    expect(predict("a tiny wave")).toBeLessThan(predict("a wave"));
    expect(predict("a huge spark")).toBeGreaterThan(predict("a spark"));
    expect(predict("an infinite fireball")).toBeGreaterThan(predict("a fireball"));
  });

  it("trains the same model from the same examples", () => {
    expect(trainRidge(examples)).toEqual(trainRidge(examples));
  });
});
