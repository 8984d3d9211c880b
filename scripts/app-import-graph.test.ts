import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readAppImportGraph } from "./app-import-graph.mjs";

// A small app on disk: the root layout, two pages, a feature's public entry, a kernel module both pages use, and one
// module a page loads only later.
const app = mkdtempSync(path.join(tmpdir(), "app-import-graph-"));
const files: Record<string, string> = {
  "root.tsx": 'import { Header } from "~/features/site/components/header";\nimport "./app.css?url";\n',
  "app.css": "",
  "features/site/components/header.tsx":
    'import { keyStore } from "~/kernel/store/key-store";\nexport const Header = keyStore;\n',
  "kernel/store/key-store.ts": "export const keyStore = 1;\n",
  "features/site/routes/home.tsx": [
    'import { QuickDecider } from "~/features/wheel";',
    'import type { Wheel } from "~/features/wheel/domain/wheel";',
    "import {",
    "  listText,",
    '} from "~/kernel/lists/list-text";',
    'const Feed = () => import("~/features/feed/feed");',
  ].join("\n"),
  "features/wheel/index.ts": 'export { QuickDecider } from "~/features/wheel/components/quick-decider";\n',
  "features/wheel/components/quick-decider.tsx": 'import { Header } from "~/features/site/components/header";\n',
  "features/wheel/domain/wheel.ts": "export type Wheel = string;\n",
  "features/wheel/routes/weighted.tsx":
    'import { listText } from "~/kernel/lists/list-text";\nimport styles from "../wheel.css?url";\n',
  "features/wheel/wheel.css": "",
  "kernel/lists/list-text.ts": 'import Papa from "papaparse";\nexport const listText = Papa;\n',
  "features/feed/feed.tsx": "export const Feed = 1;\n",
};
for (const [file, source] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
  writeFileSync(path.join(app, file), source);
}
afterAll(() => rmSync(app, { recursive: true }));

const routes = ["features/site/routes/home.tsx", "features/wheel/routes/weighted.tsx"];
const { shell, pagesOf } = readAppImportGraph(app, routes);
const pages = (file: string) => [...(pagesOf.get(path.join(app, file)) ?? [])].sort();

describe("the app's import graph", () => {
  it("holds the root layout's modules as the shell, and leaves them out of the pages'", () => {
    expect([...shell].map((file) => path.relative(app, file)).sort()).toEqual(
      ["app.css?url", "features/site/components/header.tsx", "kernel/store/key-store.ts", "root.tsx"].sort(),
    );
    expect(pages("features/site/components/header.tsx")).toEqual([]);
  });

  it("follows a public entry, a multi-line import and a stylesheet's URL to the pages that load them at once", () => {
    expect(pages("features/wheel/components/quick-decider.tsx")).toEqual(["features/site/routes/home.tsx"]);
    expect(pages("kernel/lists/list-text.ts")).toEqual(routes);
    expect(pages("features/wheel/wheel.css?url")).toEqual(["features/wheel/routes/weighted.tsx"]);
  });

  it("leaves out type imports, packages and what a page loads only later", () => {
    expect(pages("features/wheel/domain/wheel.ts")).toEqual([]);
    expect(pages("features/feed/feed.tsx")).toEqual([]);
    expect([...pagesOf.keys()].some((file) => file.includes("papaparse"))).toBe(false);
  });
});
