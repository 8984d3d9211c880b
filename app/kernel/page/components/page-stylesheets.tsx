import { createContext, use } from "react";
import { useMatches } from "react-router";
import siteStylesheet from "~/app.css?url";

/** What a route module exports as `handle`: the stylesheets its page needs besides the site's, as `?url` imports. */
export type StylesheetHandle = { stylesheets: string[] };

/** The stylesheets' text by URL, which only server rendering provides (app/entry.server.tsx). */
export const StylesheetTexts = createContext<ReadonlyMap<string, string> | null>(null);

const precedence = "site";

// Read before hydration. React writes a precedence's stylesheets as one element and keeps it; the browser only
// fetches, as files, the stylesheets of the pages it moves to that this one did not carry.
const written = new Set(
  typeof document === "undefined"
    ? []
    : (document.querySelector(`style[data-precedence="${precedence}"]`)?.getAttribute("data-href")?.split(" ") ?? []),
);

function usePageStylesheetUrls() {
  const urls = useMatches().flatMap(
    ({ handle }) => (handle as Partial<StylesheetHandle> | undefined)?.stylesheets ?? [],
  );
  return [...new Set([siteStylesheet, ...urls])];
}

/**
 * The site's stylesheet and those of the page's routes, in the order they cascade. The server writes them into the
 * page, so that no request stands between its HTML and its first paint.
 */
export function PageStylesheets() {
  const urls = usePageStylesheetUrls();
  const texts = use(StylesheetTexts);
  if (texts) {
    return urls.map((url) => {
      const css = texts.get(url);
      if (css === undefined)
        throw new Error(`${url} is not one of the stylesheets app/stylesheet-texts.server.ts collects`);
      return (
        <style key={url} href={url} precedence={precedence}>
          {css}
        </style>
      );
    });
  }
  return urls
    .filter((url) => !written.has(url))
    .map((url) => <link key={url} rel="stylesheet" href={url} precedence={precedence} />);
}
