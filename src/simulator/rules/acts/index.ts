import * as ar from "./ar.js";
import * as bg from "./bg.js";
import * as bn from "./bn.js";
import * as cs from "./cs.js";
import * as da from "./da.js";
import * as de from "./de.js";
import * as el from "./el.js";
import * as en from "./en.js";
import * as es from "./es.js";
import * as fa from "./fa.js";
import * as fi from "./fi.js";
import * as fr from "./fr.js";
import * as he from "./he.js";
import * as hi from "./hi.js";
import * as hr from "./hr.js";
import * as hu from "./hu.js";
import * as id from "./id.js";
import * as it from "./it.js";
import * as ja from "./ja.js";
import * as ko from "./ko.js";
import * as lt from "./lt.js";
import * as lv from "./lv.js";
import * as mr from "./mr.js";
import * as ms from "./ms.js";
import * as nl from "./nl.js";
import * as nb from "./no.js";
import * as pa from "./pa.js";
import * as pl from "./pl.js";
import * as pt from "./pt.js";
import * as ro from "./ro.js";
import * as ru from "./ru.js";
import * as sk from "./sk.js";
import * as sl from "./sl.js";
import * as sv from "./sv.js";
import * as th from "./th.js";
import * as tr from "./tr.js";
import * as uk from "./uk.js";
import * as ur from "./ur.js";
import * as vi from "./vi.js";
import * as zh from "./zh.js";
import type { ActSamples, ActWords } from "./actWords.js";

/** Every interface language's words for acts, by language code. */
export const ACT_LANGUAGES: Record<string, { acts: ActWords; samples: ActSamples }> = {
  ar,
  bg,
  bn,
  cs,
  da,
  de,
  el,
  en,
  es,
  fa,
  fi,
  fr,
  he,
  hi,
  hr,
  hu,
  id,
  it,
  ja,
  ko,
  lt,
  lv,
  mr,
  ms,
  nl,
  no: nb,
  pa,
  pl,
  pt,
  ro,
  ru,
  sk,
  sl,
  sv,
  th,
  tr,
  uk,
  ur,
  vi,
  zh,
};
