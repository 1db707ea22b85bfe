import i18next from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import {
  LANGUAGES,
  LANGUAGE_CODES,
  isLanguageCode,
  type LanguageCode,
} from "../../shared/languages.js";
import { LANGUAGE_LOAD_TIMEOUT_MS } from "../../shared/constants.js";
import en from "../locales/en.json";

export const PREFERRED_LANGUAGE_KEY = "preferredLanguage";

/** Other locales are separate chunks, fetched only when chosen. */
const localeLoaders = import.meta.glob<{ default: Record<string, unknown> }>([
  "../locales/*.json",
  "!../locales/en.json",
]);

export const AVAILABLE_LANGUAGES = LANGUAGES.filter(
  (language) => language.code === "en" || `../locales/${language.code}.json` in localeLoaders,
);

async function loadLocale(code: LanguageCode): Promise<void> {
  if (code === "en" || i18next.hasResourceBundle(code, "translation")) return;
  const loader = localeLoaders[`../locales/${code}.json`];
  if (!loader) return;
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error("locale timeout")), LANGUAGE_LOAD_TIMEOUT_MS),
  );
  const module = await Promise.race([loader(), timeout]);
  i18next.addResourceBundle(code, "translation", module.default, true, true);
}

function applyDirection(code: string): void {
  const language = LANGUAGES.find((entry) => entry.code === code);
  document.documentElement.lang = code;
  document.documentElement.dir = language?.dir ?? "ltr";
}

export async function changeLanguage(code: LanguageCode): Promise<void> {
  try {
    await loadLocale(code);
  } catch {
    // English stays as the fallback when a locale cannot be fetched.
  }
  sessionStorage.setItem(PREFERRED_LANGUAGE_KEY, code);
  await i18next.changeLanguage(code);
  applyDirection(code);
}

export function currentLanguage(): LanguageCode {
  const code = i18next.resolvedLanguage ?? i18next.language;
  return isLanguageCode(code) ? code : "en";
}

export async function initI18n(): Promise<void> {
  await i18next
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: { en: { translation: en } },
      fallbackLng: "en",
      supportedLngs: LANGUAGE_CODES,
      nonExplicitSupportedLngs: true,
      load: "languageOnly",
      interpolation: { escapeValue: false },
      returnNull: false,
      detection: {
        order: ["sessionStorage", "navigator"],
        lookupSessionStorage: PREFERRED_LANGUAGE_KEY,
        caches: ["sessionStorage"],
      },
    });
  // What the detector found ("ja-JP" from the browser, or the session's choice), before any
  // resources for it exist: resolvedLanguage would still say English at this point.
  const detected = (i18next.languages ?? [i18next.language])
    .map((code) => code.split("-")[0])
    .find((code) => AVAILABLE_LANGUAGES.some((language) => language.code === code));
  await changeLanguage(isLanguageCode(detected) ? detected : "en");
}

export default i18next;
