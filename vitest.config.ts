import { defineConfig } from "vitest/config";
import { linguiMacros } from "./scripts/lingui-macros";

// Pure logic runs in Node; only what touches the DOM or storage pays for a jsdom environment per file.
const nodeTests = ["app/**/domain/**/*.test.ts", "server/**/*.test.{ts,mjs}", "scripts/**/*.test.ts"];
// The vote service's tests, which run against real databases: their global set-up starts a throwaway PostgreSQL
// and prepares an embedded one, only when some of them are to run.
const databaseTests = [
  "server/db/**/*.test.mjs",
  "server/polls/**/*.test.mjs",
  "server/*vote*.test.mjs",
  "server/api-server.test.mjs",
];

export default defineConfig({
  // Components' messages are macros, as in the build.
  plugins: [linguiMacros()],
  resolve: { tsconfigPaths: true },
  test: {
    // A limit on a hang, not on speed (decision D24). Component tests render, type and click through jsdom: a few
    // hundred milliseconds on a quiet machine, but the matrix's longest took 36 s on a 2-core one at load average 22.
    testTimeout: 120_000,
    restoreMocks: true,
    // Vitest runs one worker fewer than the machine has cores by default, which on a 2-core machine leaves one core
    // idle while the tests run one file at a time: every core it is.
    maxWorkers: "100%",
    setupFiles: ["./app/test/setup.ts"],
    projects: [
      { extends: true, test: { name: "node", include: nodeTests, exclude: databaseTests, environment: "node" } },
      {
        extends: true,
        test: {
          name: "database",
          include: databaseTests,
          environment: "node",
          // Starting an embedded database takes about a second on a quiet machine and over ten on a busy one.
          hookTimeout: 120_000,
          testTimeout: 120_000,
          globalSetup: ["./server/db/test-global-setup.mjs"],
        },
      },
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
