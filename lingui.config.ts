import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { languages } from "./app/i18n/languages";

// docs/decisions/023-messages-library.md. One catalog per area (docs/i18n-plan.md, "3. Messages"), so each work
// package writes its own catalogs; a page's messages are its shell's plus its areas' (app/site-pages.ts).
const app = "<rootDir>/app";
const tests = ["**/*.test.ts", "**/*.test.tsx"];
const featureAreas = [
  "battle",
  "draw",
  "fairness-check",
  "feed",
  "history",
  "matrix",
  "reasoning",
  "teams",
  "templates",
  "this-or-that",
  "verify",
  "vote",
  "wheel",
];
const legalPages = ["privacy-policy", "terms-of-service", "cookie-policy"].map(
  (page) => `${app}/features/site/routes/${page}.tsx`,
);
// Home's own sections, in the site's catalog so that no other page carries their words.
const homeSections = ["explore-tools", "how-it-works", "why-choose"].map(
  (section) => `${app}/features/site/components/${section}.tsx`,
);
// The cookie banner: only a build with analytics shows it, so only that build's pages carry its words.
const cookieBanner = [`${app}/features/site/components/cookie-banner.tsx`];
// The offer to read a page in another language: written in the language it offers, loaded only when it is made.
const languageOffer = [`${app}/features/site/components/language-offer.tsx`];
// The web app manifest's words: written into each language's manifest file at build, carried by no page.
const webAppManifest = [`${app}/i18n/web-app-manifest.server.ts`];
const guidePages = [`${app}/features/site/routes/decision-making-guide.tsx`, `${app}/features/fairness-check/routes`];
const catalog = (area: string, include: string[], exclude: string[] = []) => ({
  path: `<rootDir>/app/i18n/locales/{locale}/${area}`,
  include,
  exclude: [...tests, ...exclude.map((path) => (/\.tsx?$/.test(path) ? path : `${path}/**`))],
});

// A vote's result, worded apart from the rest of /vote (the form, the ballots, the organiser's controls).
const voteResults = [
  "components/vote-result.tsx",
  "components/recount-panel.tsx",
  ...[
    "approval-count",
    "borda",
    "count",
    "instant-runoff",
    "pairwise",
    "ranked-count",
    "ranked-explanation",
    "ranked-pairs",
    "results-csv",
    "result-words",
    "star-count",
    "tie-break",
  ].map((module) => `domain/${module}.ts`),
].map((file) => `${app}/features/vote/${file}`);

export default defineConfig({
  sourceLocale: "en",
  locales: [...languages.map(({ lang }) => lang), "pseudo"],
  pseudoLocale: "pseudo",
  fallbackLocales: { default: "en" },
  catalogs: [
    // The root layout, the header, footer and banners, the head tags and the language menu: every page's.
    catalog(
      "shell",
      [
        `${app}/root.tsx`,
        `${app}/i18n`,
        `${app}/kernel/page`,
        `${app}/features/site/components`,
        `${app}/features/site/hooks`,
        `${app}/features/site/service-worker`,
      ],
      [...homeSections, ...cookieBanner, ...languageOffer, ...webAppManifest],
    ),
    catalog("consent", cookieBanner),
    catalog("language-offer", languageOffer),
    catalog("web-app-manifest", webAppManifest),
    catalog("kernel", [`${app}/kernel`], [`${app}/kernel/page`]),
    // Home and the not-found page.
    catalog(
      "site",
      [`${app}/features/site/routes`, ...homeSections],
      [...legalPages, `${app}/features/site/routes/decision-making-guide.tsx`],
    ),
    catalog("legal", legalPages),
    catalog("guide", guidePages),
    catalog("vote-results", voteResults),
    ...featureAreas.map((area) =>
      catalog(
        area,
        [`${app}/features/${area}`],
        area === "fairness-check" ? [`${app}/features/fairness-check/routes`] : area === "vote" ? voteResults : [],
      ),
    ),
  ],
  // The macros run on the site's own small runtime (app/i18n/runtime.tsx, decision 023's lever 4), not Lingui's.
  runtimeConfigModule: { Trans: ["~/i18n/trans", "Trans"], useLingui: ["~/i18n/runtime", "useLingui"] },
  format: formatter({ lineNumbers: false }),
  compileNamespace: "json",
});
