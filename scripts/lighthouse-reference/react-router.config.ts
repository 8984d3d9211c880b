import type { Config } from "@react-router/dev/config";

// The same rendering and routing settings as the site (../../react-router.config.ts), one prerendered page.
export default {
  ssr: true,
  // Outside the site's own build/client, so it is never deployed or precached; vite.config.ts empties it.
  buildDirectory: "../../build/lighthouse-reference",
  prerender: ["/"],
  routeDiscovery: { mode: "initial" },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
  },
} satisfies Config;
