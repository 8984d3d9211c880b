/**
 * The site's languages, the one list every other part reads (routes, prerendering, head tags, the language menu,
 * Lingui's config). English keeps today's addresses; every other language puts its `code` first (`/es/weighted`).
 * `lang` is the BCP 47 tag: `<html lang>`, hreflang, `Intl`, and the name of its catalog folder
 * (`app/i18n/locales/{lang}/`). Adding a language: one line here and one catalog folder (README.md).
 */
export const languages = [
  { code: "en", lang: "en", dir: "ltr", name: "English" },
  { code: "es", lang: "es", dir: "ltr", name: "Español" },
  { code: "pt-br", lang: "pt-BR", dir: "ltr", name: "Português (Brasil)" },
  { code: "fr", lang: "fr", dir: "ltr", name: "Français" },
  { code: "de", lang: "de", dir: "ltr", name: "Deutsch" },
  { code: "it", lang: "it", dir: "ltr", name: "Italiano" },
  { code: "ja", lang: "ja", dir: "ltr", name: "日本語" },
  { code: "zh-hans", lang: "zh-Hans", dir: "ltr", name: "简体中文" },
  { code: "ar", lang: "ar", dir: "rtl", name: "العربية" },
  { code: "hi", lang: "hi", dir: "ltr", name: "हिन्दी" },
  { code: "id", lang: "id", dir: "ltr", name: "Bahasa Indonesia" },
] as const satisfies readonly { code: string; lang: string; dir: "ltr" | "rtl"; name: string }[];

export type Language = (typeof languages)[number];
export type LanguageCode = Language["code"];

/** The language of every address without a language segment. */
export const defaultLanguage: Language = languages[0];

/** The languages whose addresses start with their code. */
export const prefixedLanguages: readonly Language[] = languages.filter(({ code }) => code !== defaultLanguage.code);

/** The language whose address code is `code`, if any. */
export function languageWithCode(code: string | undefined): Language | undefined {
  return languages.find((language) => language.code === code);
}

/** The language an address is in: its first segment if that names a prefixed language, English otherwise. */
export function languageOfPath(pathname: string): Language {
  // A client navigation's data request for "/es" is "/es.data".
  const segment = pathname.split("/")[1]?.replace(/\.data$/, "");
  return prefixedLanguages.find(({ code }) => code === segment) ?? defaultLanguage;
}

/** The address without its language segment: "/es/weighted" → "/weighted", "/es" → "/", "/weighted" → itself. */
export function pathWithoutLanguage(pathname: string): string {
  const { code } = languageOfPath(pathname);
  if (code === defaultLanguage.code) return pathname;
  const rest = pathname.slice(code.length + 1);
  return rest === "" ? "/" : rest;
}

/** The same page in a language: ("/weighted", "es") → "/es/weighted", ("/", "es") → "/es", ("/weighted", "en") → "/weighted". */
export function localizedPath(path: string, code: LanguageCode): string {
  if (code === defaultLanguage.code) return path;
  return path === "/" ? `/${code}` : `/${code}${path}`;
}
