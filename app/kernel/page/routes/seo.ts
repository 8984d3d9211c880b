import type { MetaDescriptor } from "react-router";
import { publicOrigin, siteName } from "~/kernel/page/domain/site-config";

interface PageHead {
  title: string;
  description: string;
  /** The page's path, e.g. "/weighted". */
  path: string;
  /** The home page is the application itself; every other page is a WebPage. */
  kind?: "WebApplication" | "WebPage";
}

const titleSuffix = ` | ${siteName}`;

/** Appends the site name unless the title already carries it. */
export function formatTitle(title: string): string {
  return title.includes(siteName) ? title : `${title}${titleSuffix}`;
}

/** The one source of every route's head tags: title, description, canonical, social cards, JSON-LD. */
export function buildPageHead({ title, description, path, kind = "WebPage" }: PageHead): MetaDescriptor[] {
  const fullTitle = formatTitle(title);
  const url = `${publicOrigin}${path}`;
  const structuredData =
    kind === "WebApplication"
      ? {
          "@context": "https://schema.org",
          "@type": "WebApplication",
          name: siteName,
          url,
          description,
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
          isPartOf: { "@type": "WebSite", name: siteName, url: `${publicOrigin}/` },
        };

  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { "script:ld+json": structuredData },
  ];
}
