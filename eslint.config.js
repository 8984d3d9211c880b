import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { featurePath, readFeatureArrows } from "./scripts/feature-arrows.mjs";

// The house's arrows (docs/architecture.md): routes → components → hooks → storage and workers → domain, in every
// feature and kernel part; features meet only through a public entry; the kernel imports no feature. Each arrow is
// tried by a probe in scripts/lint-probes/ that must fail (scripts/lint-probes.test.ts).
const features = readdirSync(new URL("app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** @param {string} name */
const layer = (name) => `app/**/${name}/**`;

/** Files in a layer may not import from the layers above it. */
const layerZones = [
  {
    target: layer("domain"),
    from: ["storage", "hooks", "components", "routes", "workers"].map(layer),
    message: "Domain code is pure logic: it imports only domain modules.",
  },
  {
    target: layer("storage"),
    from: ["hooks", "components", "routes", "workers"].map(layer),
    message: "Storage never depends on the UI or the workers.",
  },
  {
    target: layer("workers"),
    from: ["storage", "hooks", "components", "routes"].map(layer),
    message: "A worker only wires a domain module to messages.",
  },
  {
    target: layer("hooks"),
    from: ["components", "routes"].map(layer),
    message: "Hooks never import components or routes.",
  },
  { target: layer("components"), from: layer("routes"), message: "Components never import routes." },
];

/** A feature reaches another only through its public entry, `~/features/<name>` (its index.ts). */
const featureZones = features.map((feature) => ({
  target: `app/features/${feature}`,
  from: "app/features",
  except: [`./${feature}`, ...features.map((other) => `./${other}/index.ts`)],
  message:
    "Features meet only through a public entry: import `~/features/<name>`, and add what you need to its index.ts.",
}));

// The vote server and the app are built, tested and deployed apart; what both need is written twice or sent over
// HTTP, never imported across.
const serverZones = [
  {
    target: "server",
    from: "app",
    message: "The server never imports the app: it serves the built pages and its API.",
  },
  { target: "app", from: "server", message: "The app never imports the server: it talks to it over HTTP." },
];

const kernelZone = {
  target: "app/kernel",
  from: "app/features",
  message: "The kernel holds what features share: it never imports a feature.",
};

/** @type {Map<string, string[]> | undefined} */
let featureArrows;
/**
 * A feature may import another only if that one does not import it back, directly or through others: features that
 * lean on each other are one feature, or share something that belongs in the kernel. The arrows are read from the
 * files once per lint run (scripts/feature-arrows.mjs, as docs/architecture.md's test reads them).
 * @type {import("eslint").Rule.RuleModule}
 */
const noFeatureCycle = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      cycle:
        "{{way}}: features must not import each other back. Move what both use to app/kernel/, or let a route pass it in.",
    },
  },
  create(context) {
    const feature = /[\\/]app[\\/]features[\\/]([^\\/]+)[\\/]/.exec(context.filename)?.[1];
    if (!feature) return {};
    /** @param {import("estree").ImportDeclaration | import("estree").ExportNamedDeclaration | import("estree").ExportAllDeclaration | import("estree").ImportExpression} node */
    const check = (node) => {
      const source = node.source && "value" in node.source ? node.source.value : null;
      const target = typeof source === "string" ? /^~\/features\/([^/?]+)/.exec(source)?.[1] : undefined;
      if (!target || target === feature) return;
      featureArrows ??= readFeatureArrows(import.meta.dirname);
      const back = featurePath(featureArrows, target, feature);
      if (back) context.report({ node, messageId: "cycle", data: { way: [feature, ...back].join(" → ") } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const tests = ["**/*.test.ts", "**/*.test.tsx"];
const mathRandom = {
  object: "Math",
  property: "random",
  message: "Draw through app/kernel/random/domain/random.ts (docs/product-rules.md, Randomness).",
};
// What domain code may not reach for: the network, the browser's stores and the page's history. What it needs comes in
// as an argument, so it runs the same in Node, a worker and the page.
const browserOnly = ["fetch", "XMLHttpRequest", "localStorage", "sessionStorage", "indexedDB", "caches", "history"];
/**
 * @param {object[]} zones
 * @returns {import("eslint").Linter.RuleEntry}
 */
const restrictedPaths = (zones) => ["error", { basePath: import.meta.dirname, zones }];

// Another folder is reached through an alias (`~/` for app/, `#server/` and `#e2e/` from package.json), so a file
// reads the same wherever it moves. Each list of patterns below repeats it: a later list replaces an earlier one.
const climbing = {
  regex: "^\\.\\./",
  message: "Reach another folder through ~/ (app), #server/ or #e2e/ instead of climbing out with ../.",
};
/** @param {string} where */
const noReact = (where) => ({
  group: ["react", "react-dom", "react-dom/*", "react-router"],
  message: `${where} without React.`,
});
// Pages word their messages through the site's own runtime (app/i18n/runtime.tsx, decision 023): Lingui's core
// would come into every script with a value import of it, or with the global `t` macro, which compiles to a call on it.
const linguiCoreInScripts = [
  {
    regex: "^@lingui/(core|react)$",
    allowTypeImports: true,
    message:
      "Word messages through useLingui() or msg`…` (app/i18n/runtime.tsx): Lingui's core stays out of the scripts.",
  },
  {
    group: ["@lingui/core/macro"],
    importNames: ["t"],
    message: "Use useLingui()'s t in a component, or msg`…` worded with i18n._(): the global t needs Lingui's core.",
  },
];
/**
 * @param {...object} patterns
 * @returns {import("eslint").Linter.RuleEntry}
 */
const restrictedImports = (...patterns) => ["error", { patterns: [climbing, ...linguiCoreInScripts, ...patterns] }];

export default tseslint.config(
  {
    ignores: ["build", ".react-router", "node_modules", "test-results", "playwright-report", "scripts/lint-probes"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX, house: { rules: { "no-feature-cycle": noFeatureCycle } } },
    settings: {
      // Import rules follow imports into TypeScript files too, resolving `~/*` as the compiler does.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": restrictedPaths([...featureZones, ...serverZones]),
      "@typescript-eslint/no-restricted-imports": restrictedImports(),
      "no-restricted-properties": ["error", mathRandom],
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
    // Tests may render what they test from a layer above it (a hook through the component that uses it), and tests
    // of the kernel may build fixtures with a feature's public entry (a real receipt, say).
    files: ["app/**"],
    ignores: tests,
    rules: { "import-x/no-restricted-paths": restrictedPaths([...layerZones, ...featureZones, ...serverZones]) },
  },
  {
    files: ["app/kernel/**"],
    ignores: tests,
    rules: {
      "import-x/no-restricted-paths": restrictedPaths([...layerZones, ...featureZones, kernelZone, ...serverZones]),
    },
  },
  {
    files: ["app/features/**"],
    ignores: tests,
    rules: { "house/no-feature-cycle": "error" },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: [layer("domain"), layer("workers")],
    rules: { "@typescript-eslint/no-restricted-imports": restrictedImports(noReact("Domain code and workers run")) },
  },
  {
    // Domain code runs anywhere (Node, a worker, the page): what it needs from the browser comes in as arguments.
    files: [layer("domain")],
    ignores: tests,
    rules: {
      "no-restricted-globals": [
        "error",
        ...["window", "self", "document", "navigator", "location", ...browserOnly].map((name) => ({
          name,
          message: "Domain code uses no browser globals: take what it needs as an argument.",
        })),
      ],
      // The same through the global object, which names them too.
      "no-restricted-properties": [
        "error",
        mathRandom,
        ...browserOnly.map((property) => ({
          object: "globalThis",
          property,
          message:
            "Domain code uses no browser globals, through globalThis neither: take what it needs as an argument.",
        })),
      ],
    },
  },
  {
    files: [layer("storage")],
    rules: { "@typescript-eslint/no-restricted-imports": restrictedImports(noReact("Storage works")) },
  },
  {
    files: [layer("components")],
    // Tests arrange and read what is stored, under the stores' own key names.
    ignores: tests,
    rules: {
      "@typescript-eslint/no-restricted-imports": restrictedImports({
        group: ["~/**/storage/*"],
        allowTypeImports: true,
        message: "Components reach storage through a hook (types may be imported).",
      }),
    },
  },
);
