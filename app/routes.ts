import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { prefixedLanguages, pseudoLanguage, pseudoLanguageBuilt } from "./i18n/languages";
import { sitePages } from "./site-pages";

const homeModule = sitePages[0].module;

export default [
  // Each page but home is one route with an optional language segment (the root's loader answers 404 when it is no
  // language's code): switching language keeps the page mounted with what was typed in it, and the route manifest
  // every page loads grows by no route per language. Home has one route per language instead: ":lang?" alone would
  // match every unknown one-segment address and give the 404 page home's scripts.
  ...sitePages.map(({ path, module }) => (path === "/" ? index(module) : route(`:lang?${path}`, module))),
  ...[...prefixedLanguages, ...(pseudoLanguageBuilt ? [pseudoLanguage] : [])].map(({ code }) =>
    route(code, homeModule, { id: `${code}/home` }),
  ),
  route("*", "features/site/routes/not-found.tsx"),
] satisfies RouteConfig;
