import { words as ar } from "./ar.js";
import { words as bg } from "./bg.js";
import { words as bn } from "./bn.js";
import { words as cs } from "./cs.js";
import { words as da } from "./da.js";
import { words as el } from "./el.js";
import { words as fa } from "./fa.js";
import { words as fi } from "./fi.js";
import { words as he } from "./he.js";
import { words as hi } from "./hi.js";
import { words as hr } from "./hr.js";
import { words as hu } from "./hu.js";
import { words as id } from "./id.js";
import { words as lt } from "./lt.js";
import { words as lv } from "./lv.js";
import { words as mr } from "./mr.js";
import { words as ms } from "./ms.js";
import { words as nl } from "./nl.js";
import { words as nb } from "./no.js";
import { words as pa } from "./pa.js";
import { words as pl } from "./pl.js";
import { words as ro } from "./ro.js";
import { words as sk } from "./sk.js";
import { words as sl } from "./sl.js";
import { words as sv } from "./sv.js";
import { words as th } from "./th.js";
import { words as tr } from "./tr.js";
import { words as uk } from "./uk.js";
import { words as ur } from "./ur.js";
import { words as vi } from "./vi.js";
import type { LanguageWords } from "./languageWords.js";

/**
 * The languages whose words live in a file of their own; English and the first nine (es, fr, de,
 * pt, it, ru, zh, ja, ko) are in `lexicon.ts`'s lists.
 */
export const LANGUAGE_WORDS: readonly LanguageWords[] = [
  ar,
  bg,
  bn,
  cs,
  da,
  el,
  fa,
  fi,
  he,
  hi,
  hr,
  hu,
  id,
  lt,
  lv,
  mr,
  ms,
  nl,
  nb,
  pa,
  pl,
  ro,
  sk,
  sl,
  sv,
  th,
  tr,
  uk,
  ur,
  vi,
];
