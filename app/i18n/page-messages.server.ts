import { messagesFor } from "~/i18n/catalogs.server";
import { i18nFor } from "~/i18n/i18n-for";
import { pseudoLanguage, type Language } from "~/i18n/languages";
import { pageHeadTags } from "~/i18n/page-heads.server";
import type { PageMessages } from "~/i18n/page-messages";
import { analyticsMeasurementId } from "~/kernel/page/domain/site-config";
import { messageAreasOf, type MessageArea } from "~/site-pages";

/** The root's loader data for the page at `path` (without its language) in `language`. */
export function pageMessages(language: Language, path: string): PageMessages {
  // The cookie banner's words only where there is a banner: a build with analytics.
  const consent: MessageArea[] = analyticsMeasurementId ? ["consent"] : [];
  const messages = messagesFor(language, [...messageAreasOf(path), ...consent]);
  const head = pageHeadTags(path, language, i18nFor(language.lang, messages));
  // The pseudo-language is a test build's check, not a page for search engines.
  const robots = head.some((tag) => "name" in tag && tag.name === "robots");
  if (language === pseudoLanguage && !robots) head.push({ name: "robots", content: "noindex" });
  return { language: language.code, messages, head };
}
