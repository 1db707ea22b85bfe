/** The interface languages of SPEC section 9, each named in its own tongue. */
export const LANGUAGES = [
  { code: "en", name: "English", dir: "ltr" },
  { code: "es", name: "Español", dir: "ltr" },
  { code: "fr", name: "Français", dir: "ltr" },
  { code: "de", name: "Deutsch", dir: "ltr" },
  { code: "it", name: "Italiano", dir: "ltr" },
  { code: "pt", name: "Português", dir: "ltr" },
  { code: "ru", name: "Русский", dir: "ltr" },
  { code: "zh", name: "中文", dir: "ltr" },
  { code: "ja", name: "日本語", dir: "ltr" },
  { code: "ko", name: "한국어", dir: "ltr" },
  { code: "ar", name: "العربية", dir: "rtl" },
  { code: "hi", name: "हिन्दी", dir: "ltr" },
  { code: "bn", name: "বাংলা", dir: "ltr" },
  { code: "pa", name: "ਪੰਜਾਬੀ", dir: "ltr" },
  { code: "ur", name: "اردو", dir: "rtl" },
  { code: "vi", name: "Tiếng Việt", dir: "ltr" },
  { code: "mr", name: "मराठी", dir: "ltr" },
  { code: "tr", name: "Türkçe", dir: "ltr" },
  { code: "fa", name: "فارسی", dir: "rtl" },
  { code: "nl", name: "Nederlands", dir: "ltr" },
  { code: "sv", name: "Svenska", dir: "ltr" },
  { code: "no", name: "Norsk", dir: "ltr" },
  { code: "da", name: "Dansk", dir: "ltr" },
  { code: "fi", name: "Suomi", dir: "ltr" },
  { code: "pl", name: "Polski", dir: "ltr" },
  { code: "cs", name: "Čeština", dir: "ltr" },
  { code: "hu", name: "Magyar", dir: "ltr" },
  { code: "ro", name: "Română", dir: "ltr" },
  { code: "el", name: "Ελληνικά", dir: "ltr" },
  { code: "he", name: "עברית", dir: "rtl" },
  { code: "id", name: "Bahasa Indonesia", dir: "ltr" },
  { code: "ms", name: "Bahasa Melayu", dir: "ltr" },
  { code: "th", name: "ไทย", dir: "ltr" },
  { code: "uk", name: "Українська", dir: "ltr" },
  { code: "bg", name: "Български", dir: "ltr" },
  { code: "sk", name: "Slovenčina", dir: "ltr" },
  { code: "sl", name: "Slovenščina", dir: "ltr" },
  { code: "hr", name: "Hrvatski", dir: "ltr" },
  { code: "lt", name: "Lietuvių", dir: "ltr" },
  { code: "lv", name: "Latviešu", dir: "ltr" },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]["code"];
export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as LanguageCode[];
export const DEFAULT_LANGUAGE: LanguageCode = "en";

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === "string" && (LANGUAGE_CODES as string[]).includes(value);
}
