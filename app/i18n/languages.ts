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

/**
 * The pseudo-language of the check that every text a page shows comes from a catalog (docs/i18n-plan.md,
 * "Pseudo-language check"): English as Lingui pseudolocalizes it (`app/i18n/locales/pseudo/`), at `/pseudo/…` in a build
 * made with `PSEUDO_LOCALE=1` only, and in no list a visitor or a search engine reads (menu, hreflang, sitemap).
 */
export const pseudoLanguage = { code: "pseudo", lang: "pseudo", dir: "ltr", name: "Ƥśēũďō" } as const;

/**
 * Whether this build serves the pseudo-language. The build's config files (routes, prerender list) read the
 * environment in Node; vite.config.ts writes the same variable into the site's code as a constant, so the default
 * build's scripts fold it away.
 */
export const pseudoLanguageBuilt: boolean = process.env.PSEUDO_LOCALE === "1";

/** A language of the site: in the menu, hreflang and the sitemap. */
export type SiteLanguage = (typeof languages)[number];
/** The language of an address: the site's, or the pseudo-language in the build that serves it. */
export type Language = SiteLanguage | typeof pseudoLanguage;
export type LanguageCode = Language["code"];

/** The language of every address without a language segment. */
export const defaultLanguage: SiteLanguage = languages[0];

/** The languages whose addresses start with their code. */
export const prefixedLanguages: readonly SiteLanguage[] = languages.filter(({ code }) => code !== defaultLanguage.code);

/** The language whose address code is `code`, if any: the pseudo-language's only in the build that serves it. */
export function languageWithCode(code: string | undefined): Language | undefined {
  if (pseudoLanguageBuilt && code === pseudoLanguage.code) return pseudoLanguage;
  return languages.find((language) => language.code === code);
}

/** The language an address is in: its first segment if that names a prefixed language, English otherwise. */
export function languageOfPath(pathname: string): Language {
  // A client navigation's data request for "/es" is "/es.data".
  const segment = pathname.split("/")[1]?.replace(/\.data$/, "");
  if (pseudoLanguageBuilt && segment === pseudoLanguage.code) return pseudoLanguage;
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
