import { Fragment } from "react";

/** Passed to `t` where the names go, then swapped for them (a private-use character). */
export const NAMES_SLOT = "\uE000";

/**
 * A translated sentence with players' names in it, each name in its own `<bdi>`: a Latin name in an
 * Arabic sentence (or the reverse) keeps its direction, and the punctuation around it stays put.
 * `text` is the translation with `NAMES_SLOT` where the names go.
 */
export function Named({ text, names }: { text: string; names: string[] }) {
  const [before, ...after] = text.split(NAMES_SLOT);
  return (
    <>
      {before}
      {after.length > 0 &&
        names.map((name, index) => (
          <Fragment key={index}>
            {index > 0 && ", "}
            <bdi>{name}</bdi>
          </Fragment>
        ))}
      {after.join("")}
    </>
  );
}
