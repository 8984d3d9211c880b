import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { featurePath, importedFeatures, listFeatures, readFeatureArrows } from "./feature-arrows.mjs";
import { sitePages } from "~/site-pages";

// docs/architecture.md names every feature, its pages and the features it imports, in a table between two markers;
// the code says the same through its folders, app/site-pages.ts and its imports. The page is only worth reading while
// the two agree.
const root = path.join(import.meta.dirname, "..");
const page = readFileSync(path.join(root, "docs", "architecture.md"), "utf8");

/** The table's rows: feature → its pages and the features it imports, each cell's list split on commas ("–": none). */
function readTable(markdown: string) {
  const table = /<!-- features:start -->([\s\S]*?)<!-- features:end -->/.exec(markdown)?.[1];
  if (!table) throw new Error("docs/architecture.md has no <!-- features:start --> … <!-- features:end --> table");
  const list = (cell: string) => (cell === "–" ? [] : cell.split(",").map((item) => item.trim()));
  const rows = table
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .slice(2) // the header and its rule
    .map((line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  return new Map(
    rows.map(([feature = "", pages = "", imports = ""]) => [feature, { pages: list(pages), imports: list(imports) }]),
  );
}

const table = readTable(page);

describe("docs/architecture.md", () => {
  it("lists every feature folder, and nothing else", () => {
    expect([...table.keys()].sort()).toEqual(listFeatures(root));
  });

  it("gives each feature the arrows its modules' imports draw", () => {
    const documented = Object.fromEntries([...table].map(([feature, { imports }]) => [feature, [...imports].sort()]));
    expect(documented).toEqual(Object.fromEntries(readFeatureArrows(root)));
  });

  it("gives each feature the pages whose route module it holds", () => {
    const routed = new Map<string, string[]>();
    for (const { path: pagePath, module } of sitePages) {
      const feature = /^features\/([^/]+)\//.exec(module)?.[1] ?? module;
      routed.set(feature, [...(routed.get(feature) ?? []), pagePath]);
    }
    const documented = Object.fromEntries([...table].map(([feature, { pages }]) => [feature, pages]));
    expect(documented).toEqual(
      Object.fromEntries([...table.keys()].map((feature) => [feature, routed.get(feature) ?? []])),
    );
  });

  it("has a README in every feature and kernel folder", () => {
    const folders = ["features", "kernel"].flatMap((part) =>
      readdirSync(path.join(root, "app", part), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => path.join("app", part, entry.name)),
    );
    expect(folders.filter((folder) => !existsSync(path.join(root, folder, "README.md")))).toEqual([]);
  });
});

describe("the feature arrows", () => {
  it("are read from every way a module imports another feature, and from nothing else", () => {
    const source = [
      'import { QuickDecider } from "~/features/wheel";',
      'export { verifyDraw } from "~/features/draw";',
      'const feed = lazy(() => import("~/features/feed"));',
      'import "~/features/site";',
      'import stylesheet from "~/features/vote/vote.css?url";',
      'import { formatCount } from "~/kernel/format/domain/count";',
      '// "~/features/matrix" in a comment is no import',
    ].join("\n");
    expect(importedFeatures(source)).toEqual(["wheel", "draw", "feed", "site", "vote"]);
  });

  it("find the way back through other features, the shortest first, or none", () => {
    const arrows = new Map([
      ["a", ["b"]],
      ["b", ["c", "d"]],
      ["c", ["a"]],
      ["d", ["c"]],
    ]);
    expect(featurePath(arrows, "b", "a")).toEqual(["b", "c", "a"]);
    expect(featurePath(arrows, "d", "b")).toEqual(["d", "c", "a", "b"]);
    expect(featurePath(new Map([["a", ["b"]]]), "b", "a")).toBeNull();
  });
});
