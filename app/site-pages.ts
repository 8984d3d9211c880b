/**
 * Every known page: its path, its route module and, for the pages in the main navigation, its link's label, in
 * navigation order. The router (routes.ts), the prerender list (react-router.config.ts), the site header and the
 * end-to-end tests all read this list, so a page added here is routed, prerendered and tested, and one missing
 * here is none of these.
 */
export const sitePages = [
  { path: "/", module: "features/site/routes/home.tsx", navLabel: "Home" },
  { path: "/templates", module: "features/templates/routes/templates.tsx", navLabel: "Templates" },
  { path: "/weighted", module: "features/wheel/routes/weighted.tsx", navLabel: "Weighted" },
  { path: "/ai-reasoning", module: "features/reasoning/routes/ai-reasoning.tsx", navLabel: "AI Reasoning" },
  { path: "/battle-royale", module: "features/battle/routes/battle-royale.tsx", navLabel: "Battle Royale" },
  { path: "/draw", module: "features/draw/routes/draw.tsx", navLabel: "Draw" },
  { path: "/teams", module: "features/teams/routes/teams.tsx", navLabel: "Teams" },
  { path: "/this-or-that", module: "features/this-or-that/routes/this-or-that.tsx", navLabel: "This or That" },
  { path: "/decision-matrix", module: "features/matrix/routes/decision-matrix.tsx", navLabel: "Matrix" },
  { path: "/vote", module: "features/vote/routes/vote.tsx", navLabel: "Vote" },
  { path: "/history", module: "features/history/routes/history.tsx", navLabel: "History" },
  { path: "/privacy-policy", module: "features/site/routes/privacy-policy.tsx" },
  { path: "/terms-of-service", module: "features/site/routes/terms-of-service.tsx" },
  { path: "/cookie-policy", module: "features/site/routes/cookie-policy.tsx" },
  { path: "/decision-making-guide", module: "features/site/routes/decision-making-guide.tsx" },
  { path: "/how-it-works", module: "features/fairness-check/routes/how-it-works.tsx" },
  { path: "/verify", module: "features/verify/routes/verify.tsx" },
] as const;

export type SitePath = (typeof sitePages)[number]["path"];

/** The main navigation's links, in order. */
export const navigationLinks = sitePages.flatMap((page) =>
  "navLabel" in page ? [{ to: page.path, label: page.navLabel }] : [],
);

/** Each is prerendered to its own HTML file; any other path is the 404 page. */
export const prerenderedPaths: readonly SitePath[] = sitePages.map(({ path }) => path);
