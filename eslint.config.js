import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Another folder is reached through an alias (`~/` for app/, `#server/` and `#e2e/` from package.json),
// so a file reads the same wherever it moves. Each rule list below repeats it: a later list replaces an earlier one.
const climbing = {
  regex: "^\\.\\./",
  message: "Reach another folder through ~/ (app), #server/ or #e2e/ instead of climbing out with ../.",
};

export default tseslint.config(
  { ignores: ["build", ".react-router", "node_modules", "test-results", "playwright-report"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX },
    settings: {
      // Import rules follow imports into TypeScript files too, resolving `~/*` as the compiler does.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [climbing] }],
      "no-restricted-properties": [
        "error",
        {
          object: "Math",
          property: "random",
          message: "Draw through app/kernel/random/domain/random.ts (docs/product-rules.md, Randomness).",
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name='only']",
          message: "No .only: the rest of the suite would not run.",
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["app/**/domain/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            climbing,
            {
              regex: "^~/(?!(kernel|features)/[^/]+/domain/|features/[^/]+$)",
              message: "Domain code is pure logic: it imports only domain modules (no storage, hooks or components).",
            },
            { group: ["react", "react-dom", "react-router"], message: "app/domain is pure logic, without React." },
          ],
        },
      ],
    },
  },
  {
    // Domain tests may also use the shared test helpers (exploring every draw path, exact sums).
    files: ["app/**/domain/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            climbing,
            {
              regex: "^~/(?!(kernel|features)/[^/]+/domain/|features/[^/]+$|test/)",
              message: "app/domain tests import only app/domain and the test helpers in app/test.",
            },
            { group: ["react", "react-dom", "react-router"], message: "app/domain is pure logic, without React." },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/storage/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            climbing,
            {
              group: ["~/**/routes/*", "~/**/components/*", "~/**/hooks/*", "react", "react-dom", "react-router"],
              message: "Storage never depends on the UI.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/components/**"],
    // Tests arrange and read what is stored, under the stores' own key names.
    ignores: ["**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            climbing,
            {
              group: ["~/**/storage/*"],
              allowTypeImports: true,
              message: "Components reach storage through a hook in app/hooks (types may be imported).",
            },
          ],
        },
      ],
    },
  },
);
