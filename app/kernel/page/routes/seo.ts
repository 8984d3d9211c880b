import type { MetaDescriptor } from "react-router";
import { defaultLanguage, type Language, type LanguageCode, languages, localizedPath } from "~/i18n/languages";
import { rootMessages } from "~/i18n/page-messages";
import { publicOrigin, siteName } from "~/kernel/page/domain/site-config";

interface PageHead {
  title: string;
  description: string;
  /** The page's path without its language, e.g. "/weighted". */
  path: string;
  /** The page's language: its canonical address, `og:locale` and the words above are its. */
  language?: Language;
  /** The home page is the application itself; every other page is a WebPage. */
  kind?: "WebApplication" | "WebPage";
}

// Open Graph names a locale with its territory. Here rather than in languages.ts, whose list every page's script holds:
// head tags are built on the server only.
const ogLocales: Record<LanguageCode, string> = {
  en: "en_US",
  es: "es_ES",
  "pt-br": "pt_BR",
  fr: "fr_FR",
  de: "de_DE",
  it: "it_IT",
  ja: "ja_JP",
  "zh-hans": "zh_CN",
  ar: "ar_AR",
  hi: "hi_IN",
  id: "id_ID",
  // The pseudo-language's pages (a test build's, never indexed) are English underneath.
  pseudo: "en_US",
};

const titleSuffix = ` | ${siteName}`;

/** Appends the site name unless the title already carries it. */
export function formatTitle(title: string): string {
  return title.includes(siteName) ? title : `${title}${titleSuffix}`;
}

/**
 * The one source of every route's head tags: title, description, canonical (the page's own language), an alternate
 * for every language and x-default (English), social cards, JSON-LD.
 */
export function buildPageHead({
  title,
  description,
  path,
  language = defaultLanguage,
  kind = "WebPage",
}: PageHead): MetaDescriptor[] {
  const fullTitle = formatTitle(title);
  const url = `${publicOrigin}${localizedPath(path, language.code)}`;
  const structuredData =
    kind === "WebApplication"
      ? {
          "@context": "https://schema.org",
          "@type": "WebApplication",
          name: siteName,
          url,
          description,
          inLanguage: language.lang,
          applicationCategory: "UtilitiesApplication",
          operatingSystem: "Any",
          offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
        }
      : {
          "@context": "https://schema.org",
          "@type": "WebPage",
          name: fullTitle,
          url,
          description,
          inLanguage: language.lang,
          isPartOf: { "@type": "WebSite", name: siteName, url: `${publicOrigin}/` },
        };

  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...languages.map(({ code, lang }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: lang,
      href: `${publicOrigin}${localizedPath(path, code)}`,
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${publicOrigin}${path}` },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: ogLocales[language.code] },
    ...languages
      .filter((other) => other !== language)
      .map(({ code }) => ({ property: "og:locale:alternate", content: ogLocales[code] })),
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { "script:ld+json": structuredData },
  ];
}

/**
 * A route's head tags: the root's loader built them in the page's language (app/i18n/page-heads.server.ts), so no
 * script carries the words, nor this module's builder.
 */
export function pageHead(matches: readonly ({ id: string; data: unknown } | undefined)[]): MetaDescriptor[] {
  return rootMessages(matches)?.head ?? [];
}
