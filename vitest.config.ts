import { defineConfig } from "vitest/config";

// Pure logic runs in Node; only what touches the DOM or storage pays for a jsdom environment per file.
const nodeTests = ["app/**/domain/**/*.test.ts", "server/**/*.test.{ts,mjs}", "scripts/**/*.test.ts"];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Component tests render, type and click through jsdom: a few hundred milliseconds on a quiet machine, but
    // over Vitest's 5 s default on a busy 2-core one (seen at load average 20). Sized for that machine.
    testTimeout: 30_000,
    restoreMocks: true,
    setupFiles: ["./app/test/setup.ts"],
    projects: [
      { extends: true, test: { name: "node", include: nodeTests, environment: "node" } },
      {
        extends: true,
        test: {
          name: "dom",
          include: ["app/**/*.test.{ts,tsx}"],
          exclude: nodeTests,
          environment: "jsdom",
          setupFiles: ["./app/test/setup-dom.ts"],
        },
      },
    ],
  },
});
