import { msg } from "@lingui/core/macro";
import { catalog } from "~/i18n/catalogs.server";
import { type LanguageCode, languageWithCode, localizedPath } from "~/i18n/languages";
import { createI18n } from "~/i18n/runtime";

const shortName = msg({ message: "Decide", comment: "The app's name under its icon once installed: one short word" });
const description = msg`Pick from a list, draw winners and teams fairly, weigh your options and decide together. Works offline.`;

/**
 * The web app manifest in a language (`public/manifest.webmanifest` is the English one): its words, `lang`, `dir`
 * and the address it opens at. Written at build for every language (scripts/finish-build.ts, through the server
 * build's entry), so static hosts serve them as files. One app whatever the language: the same `id` and scope.
 */
export function webAppManifest(english: Record<string, unknown>, code: LanguageCode): Record<string, unknown> {
  const language = languageWithCode(code);
  if (!language) throw new Error(`No language ${code}`);
  const i18n = createI18n(language.lang, catalog(language, "web-app-manifest"));
  return {
    ...english,
    lang: language.lang,
    dir: language.dir,
    short_name: i18n._(shortName),
    description: i18n._(description),
    start_url: localizedPath("/", language.code),
  };
}
