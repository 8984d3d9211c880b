import type { MetaDescriptor } from "react-router";
import type { I18n, Messages } from "~/i18n/runtime";
import { i18nFor } from "~/i18n/i18n-for";
import { defaultLanguage, languageWithCode, type Language, type LanguageCode } from "~/i18n/languages";

/** What the root's loader gives every page: its language, its messages, and its head tags in that language. */
export interface PageMessages {
  language: LanguageCode;
  messages: Messages;
  head: MetaDescriptor[];
}

const noMessages: Messages = {};

/** The root's loader data among a meta function's matches (undefined where the root has none, as on an error). */
export function rootMessages(
  matches: readonly ({ id: string; data: unknown } | undefined)[],
): PageMessages | undefined {
  return matches.find((match) => match?.id === "root")?.data as PageMessages | undefined;
}

/** The page's language and Lingui instance from the root's loader data: English without any. */
export function pageI18n(data: PageMessages | undefined): { language: Language; i18n: I18n } {
  const language = languageWithCode(data?.language) ?? defaultLanguage;
  return { language, i18n: i18nFor(language.lang, data?.messages ?? noMessages) };
}
