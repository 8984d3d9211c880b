import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  // The site's tsconfig paths, for the site's server entry that app/entry.server.tsx reuses.
  resolve: { tsconfigPaths: true },
  // The build directory lies outside this folder, where Vite would otherwise leave stale files.
  build: { emptyOutDir: true },
});
