import { useMatches } from "react-router";

/** What a route module exports as `handle`: the stylesheets of app/styles/ its page needs besides the site's own. */
export type StylesheetHandle = { stylesheets: string[] };

const siteStylesheet = "app";
const precedence = "site";
const pathOf = (name: string) => `../styles/${name}.css`;

// The server writes the stylesheets a page needs into its HTML, so that no request stands between the HTML and the
// page's first paint. Each side imports only what it uses: the CSS stays out of the scripts.
const cssTexts = import.meta.env.SSR
  ? import.meta.glob<string>("../styles/*.css", { query: "?inline", import: "default", eager: true })
  : {};
const cssUrls = import.meta.env.SSR
  ? {}
  : import.meta.glob<string>("../styles/*.css", { query: "?url", import: "default", eager: true });
// Read before hydration. React writes a precedence's stylesheets as one element and keeps it; the browser only
// fetches, as files, the stylesheets of the pages it moves to that this one did not carry.
const written = new Set(
  import.meta.env.SSR
    ? []
    : (document.querySelector(`style[data-precedence="${precedence}"]`)?.getAttribute("data-href")?.split(" ") ?? []),
);

function usePageStylesheetNames() {
  const names = useMatches().flatMap(
    ({ handle }) => (handle as Partial<StylesheetHandle> | undefined)?.stylesheets ?? [],
  );
  return [...new Set([siteStylesheet, ...names])];
}

/** The site's stylesheet and those of the page's routes, in the order they cascade. */
export function PageStylesheets() {
  const names = usePageStylesheetNames();
  if (import.meta.env.SSR) {
    return names.map((name) => {
      const css = cssTexts[pathOf(name)];
      if (css === undefined) throw new Error(`A route asks for app/styles/${name}.css, which does not exist`);
      return (
        <style key={name} href={name} precedence={precedence}>
          {css}
        </style>
      );
    });
  }
  return names
    .filter((name) => !written.has(name))
    .map((name) => <link key={name} rel="stylesheet" href={cssUrls[pathOf(name)]} precedence={precedence} />);
}
