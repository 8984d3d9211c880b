import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.{ts,mjs}", "scripts/**/*.test.ts"],
    environment: "jsdom",
    setupFiles: ["./app/test/setup.ts"],
    restoreMocks: true,
  },
});
