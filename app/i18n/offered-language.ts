import { type LanguageCode, languages } from "~/i18n/languages";

/**
 * The site's language closest to a browser's language tag: the same tag, else the same language in the same script
 * ("pt-PT" → Português (Brasil), "zh-CN" → 简体中文; "zh-TW" is written in another script, so none), else none.
 */
export function siteLanguageFor(tag: string): LanguageCode | undefined {
  let wanted: Intl.Locale;
  try {
    wanted = new Intl.Locale(tag).maximize();
  } catch {
    return undefined;
  }
  const exact = languages.find(({ lang }) => lang.toLowerCase() === tag.toLowerCase());
  if (exact) return exact.code;
  return languages.find(({ lang }) => {
    const own = new Intl.Locale(lang).maximize();
    return own.language === wanted.language && own.script === wanted.script;
  })?.code;
}

/**
 * The language to offer on a page, if any: the visitor's remembered choice, or without one the first of the
 * browser's languages the site has; none when it is the page's own, or the visitor declined it on this device.
 */
export function offeredLanguage({
  page,
  choice,
  browserLanguages,
  declined,
}: {
  page: LanguageCode;
  choice: LanguageCode | null;
  browserLanguages: readonly string[];
  declined: readonly LanguageCode[];
}): LanguageCode | null {
  const wanted = choice ?? browserLanguages.map(siteLanguageFor).find((code) => code !== undefined);
  if (!wanted || wanted === page || declined.includes(wanted)) return null;
  return wanted;
}
