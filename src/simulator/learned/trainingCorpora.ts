/**
 * The labelled corpora the learned reader is trained on (in tests/corpus). The newest held-out
 * corpus is deliberately absent: it measures the engine on moves nobody tuned or trained it on.
 * A held-out corpus joins the training set once it has been measured and its misses read.
 */
export const TRAINING_CORPORA = [
  "moves.jsonl",
  "heldout.jsonl",
  "heldout2.jsonl",
  "heldout3.jsonl",
  "train-gamers.jsonl",
  "train-storytellers.jsonl",
  "train-multilingual.jsonl",
  "heldout4.jsonl",
  "train-casuals.jsonl",
  "train-terse.jsonl",
  "train-multilingual2.jsonl",
  "heldout5.jsonl",
  "train-ambition.jsonl",
  "train-party.jsonl",
  "heldout6.jsonl",
  "heldout7.jsonl",
] as const;
/** Held out, each written blind and measured on the same engine: two estimates, not one. */
export const BLIND_CORPORA = [
  "heldout8.jsonl",
  "heldout9.jsonl",
  "heldout10.jsonl",
  "heldout11.jsonl",
] as const;
