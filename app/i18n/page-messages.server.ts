import { messagesFor } from "~/i18n/catalogs.server";
import { i18nFor } from "~/i18n/i18n-for";
import type { Language } from "~/i18n/languages";
import { pageHeadTags } from "~/i18n/page-heads.server";
import type { PageMessages } from "~/i18n/page-messages";
import { messageAreasOf } from "~/site-pages";

/** The root's loader data for the page at `path` (without its language) in `language`. */
export function pageMessages(language: Language, path: string): PageMessages {
  const messages = messagesFor(language, messageAreasOf(path));
  return { language: language.code, messages, head: pageHeadTags(path, language, i18nFor(language.lang, messages)) };
}
