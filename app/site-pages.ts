/**
 * Every known page, in navigation order: its path and its route module. The router (routes.ts), the prerender
 * list (react-router.config.ts) and the end-to-end tests all read this list, so a page added here is routed,
 * prerendered and tested, and one missing here is none of these.
 */
export const sitePages = [
  { path: "/", module: "routes/home.tsx" },
  { path: "/history", module: "routes/history.tsx" },
  { path: "/templates", module: "routes/templates.tsx" },
  { path: "/weighted", module: "routes/weighted.tsx" },
  { path: "/ai-reasoning", module: "routes/ai-reasoning.tsx" },
  { path: "/battle-royale", module: "routes/battle-royale.tsx" },
  { path: "/privacy-policy", module: "routes/privacy-policy.tsx" },
  { path: "/terms-of-service", module: "routes/terms-of-service.tsx" },
  { path: "/cookie-policy", module: "routes/cookie-policy.tsx" },
  { path: "/decision-making-guide", module: "routes/decision-making-guide.tsx" },
  { path: "/how-it-works", module: "routes/how-it-works.tsx" },
] as const;

export type SitePath = (typeof sitePages)[number]["path"];

/** Each is prerendered to its own HTML file; any other path is the 404 page. */
export const prerenderedPaths: readonly SitePath[] = sitePages.map(({ path }) => path);
