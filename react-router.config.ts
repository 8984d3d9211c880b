import type { Config } from "@react-router/dev/config";
import * as siteLanguages from "./app/i18n/languages";
import { localizedPrerenderedPaths, prerenderedPaths } from "./app/site-pages";
import { finishBuild } from "./scripts/finish-build";

export default {
  ssr: true,
  // Another directory lets a second build sit beside the first (the update-prompt test's new deploy).
  buildDirectory: process.env.BUILD_DIRECTORY || "build",
  // PSEUDO_LOCALE=1: every page in the pseudo-language too, for the check that no text is written outside a catalog.
  prerender: [
    ...localizedPrerenderedPaths,
    ...(siteLanguages.pseudoLanguageBuilt
      ? prerenderedPaths.map((path) => siteLanguages.localizedPath(path, siteLanguages.pseudoLanguage.code))
      : []),
  ],
  // The whole route manifest ships with the page, so client navigation never
  // asks a server for /__manifest and the static build works on any host.
  routeDiscovery: { mode: "initial" },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
  },
  buildEnd: ({ reactRouterConfig, viteConfig }) =>
    finishBuild(reactRouterConfig.buildDirectory, Boolean(viteConfig.env.VITE_ANALYTICS_ID), siteLanguages),
} satisfies Config;
