import { languages, localizedPath } from "./i18n/languages";

/** What a person came to do: the main navigation and the home page group the tools by it, in this order. */
export const toolGroups = [
  { id: "pick-one", label: "Pick one" },
  { id: "several", label: "Several winners or teams" },
  { id: "think", label: "Think it through" },
] as const;

/** A catalog of messages (lingui.config.ts): a feature folder's, the kernel's, the site's own pages', legal, guide. */
export type MessageArea =
  | "site"
  | "consent"
  | "kernel"
  | "legal"
  | "guide"
  | "battle"
  | "draw"
  | "fairness-check"
  | "feed"
  | "history"
  | "matrix"
  | "reasoning"
  | "teams"
  | "templates"
  | "this-or-that"
  | "verify"
  | "vote"
  | "vote-results"
  | "wheel";

export type ToolGroupId = (typeof toolGroups)[number]["id"];

/**
 * Every known page: its path, its route module, the catalog areas its text comes from besides the shell's (its lazy
 * parts' included: the root's loader sends the page those messages; lingui.config.ts defines the areas) and, for the
 * pages in the main navigation, its link's label and the group of tools it sits in (none for History), in navigation
 * order. The router (routes.ts), the prerender list (react-router.config.ts), the site header, the home page and the
 * end-to-end tests all read this list, so a page added here is routed, prerendered and tested in every language, and
 * one missing here is none of these.
 */
// One entry a page, each written alike: the list is the point.
export const sitePages = [
  {
    path: "/",
    module: "features/site/routes/home.tsx",
    areas: ["site", "kernel", "wheel", "vote", "feed"],
    navLabel: "Quick Pick",
    group: "pick-one",
  },
  {
    path: "/weighted",
    module: "features/wheel/routes/weighted.tsx",
    areas: ["wheel", "kernel", "vote"],
    navLabel: "Weighted",
    group: "pick-one",
  },
  {
    path: "/ai-reasoning",
    module: "features/reasoning/routes/ai-reasoning.tsx",
    areas: ["reasoning", "kernel"],
    navLabel: "AI Reasoning",
    group: "pick-one",
  },
  {
    path: "/battle-royale",
    module: "features/battle/routes/battle-royale.tsx",
    areas: ["battle", "kernel"],
    navLabel: "Battle Royale",
    group: "pick-one",
  },
  {
    path: "/templates",
    module: "features/templates/routes/templates.tsx",
    areas: ["templates", "kernel"],
    navLabel: "Templates",
    group: "pick-one",
  },
  {
    path: "/draw",
    module: "features/draw/routes/draw.tsx",
    areas: ["draw", "kernel"],
    navLabel: "Draw",
    group: "several",
  },
  {
    path: "/teams",
    module: "features/teams/routes/teams.tsx",
    areas: ["teams", "kernel"],
    navLabel: "Teams",
    group: "several",
  },
  {
    path: "/verify",
    module: "features/verify/routes/verify.tsx",
    areas: ["verify", "draw", "teams", "kernel"],
    navLabel: "Verify a Draw",
    group: "several",
  },
  {
    path: "/this-or-that",
    module: "features/this-or-that/routes/this-or-that.tsx",
    areas: ["this-or-that", "vote", "kernel"],
    navLabel: "This or That",
    group: "think",
  },
  {
    path: "/decision-matrix",
    module: "features/matrix/routes/decision-matrix.tsx",
    areas: ["matrix", "kernel"],
    navLabel: "Matrix",
    group: "think",
  },
  {
    path: "/vote",
    module: "features/vote/routes/vote.tsx",
    areas: ["vote", "vote-results", "kernel"],
    navLabel: "Group Vote",
    group: "think",
  },
  {
    path: "/history",
    module: "features/history/routes/history.tsx",
    areas: ["history", "kernel"],
    navLabel: "History",
  },
  { path: "/privacy-policy", module: "features/site/routes/privacy-policy.tsx", areas: ["legal"] },
  { path: "/terms-of-service", module: "features/site/routes/terms-of-service.tsx", areas: ["legal"] },
  { path: "/cookie-policy", module: "features/site/routes/cookie-policy.tsx", areas: ["legal"] },
  { path: "/decision-making-guide", module: "features/site/routes/decision-making-guide.tsx", areas: ["guide"] },
  {
    path: "/how-it-works",
    module: "features/fairness-check/routes/how-it-works.tsx",
    areas: ["guide", "fairness-check", "battle", "kernel"],
  },
] as const satisfies readonly {
  path: string;
  module: string;
  areas: readonly MessageArea[];
  navLabel?: string;
  group?: ToolGroupId;
}[];

export type SitePath = (typeof sitePages)[number]["path"];

/** The main navigation's links, in order. */
export const navigationLinks = sitePages.flatMap((page) =>
  "navLabel" in page ? [{ to: page.path, label: page.navLabel }] : [],
);

type ToolPage = Extract<(typeof sitePages)[number], { group: ToolGroupId }>;

/** A page that is one of the tools. */
export type ToolPath = ToolPage["path"];

/** The tools, group by group, in navigation order. */
export const toolsByGroup = toolGroups.map((group) => ({
  ...group,
  tools: sitePages
    .filter((page): page is ToolPage => "group" in page && page.group === group.id)
    .map((page) => ({ to: page.path, label: page.navLabel })),
}));

/** Each is prerendered to its own HTML file; any other path is the 404 page. */
export const prerenderedPaths: readonly SitePath[] = sitePages.map(({ path }) => path);

/** Every page in every language, English first: each is prerendered at its own address ("/es/weighted"). */
export const localizedPrerenderedPaths: readonly string[] = languages.flatMap(({ code }) =>
  prerenderedPaths.map((path) => localizedPath(path, code)),
);

/** The areas whose messages the page at `path` (without its language) shows; an unknown path is the 404 page. */
export function messageAreasOf(path: string): readonly MessageArea[] {
  return sitePages.find((page) => page.path === path)?.areas ?? notFoundAreas;
}

const notFoundAreas: readonly MessageArea[] = ["site"];
