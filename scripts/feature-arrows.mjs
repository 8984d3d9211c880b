// The features and the arrows between them as the code has them: feature A → feature B when a module of A imports
// `~/features/B`. Read by lint (a feature that imports another which imports it back is refused) and by the test that
// holds docs/architecture.md to the code. Tests are left out: a test may build a fixture with another feature's public
// entry (the draw's tests check a receipt as /verify does) without the feature itself depending on it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** @param {string} root */
const featuresFolder = (root) => path.join(root, "app", "features");
/** @param {string} file */
const isTest = (file) => /\.test\.tsx?$/.test(file);
/** @param {string} file */
const isModule = (file) => /\.(ts|tsx|mjs|js)$/.test(file);

// `import … from "~/features/x"`, `export … from "~/features/x"`, `import("~/features/x")` and `import "~/features/x"`.
const featureImport = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']~\/features\/([^/"'?]+)/g;

/**
 * The features another module's source imports, by name.
 * @param {string} source
 * @returns {string[]}
 */
export const importedFeatures = (source) => [...source.matchAll(featureImport)].map((match) => match[1] ?? "");

/** @param {string} root the project's folder */
export function listFeatures(root) {
  return readdirSync(featuresFolder(root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * Each feature's arrows to other features, read from the imports of its modules (tests left out).
 * @param {string} root the project's folder
 * @returns {Map<string, string[]>} every feature, with the features it imports, sorted
 */
export function readFeatureArrows(root) {
  const arrows = new Map();
  for (const feature of listFeatures(root)) {
    const folder = path.join(featuresFolder(root), feature);
    const targets = new Set();
    for (const file of readdirSync(folder, { recursive: true, encoding: "utf8" })) {
      if (!isModule(file) || isTest(file)) continue;
      for (const target of importedFeatures(readFileSync(path.join(folder, file), "utf8"))) {
        if (target !== feature) targets.add(target);
      }
    }
    arrows.set(feature, [...targets].sort());
  }
  return arrows;
}

/**
 * The way from one feature to another along the arrows (both ends included), or null when there is none.
 * @param {Map<string, string[]>} arrows
 * @param {string} from
 * @param {string} to
 * @returns {string[] | null}
 */
export function featurePath(arrows, from, to) {
  /** @type {Map<string, string | null>} each feature reached, with the one it was reached from */
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const feature = /** @type {string} */ (queue.shift());
    if (feature === to) {
      const way = [];
      for (let step = /** @type {string | null} */ (to); step !== null; step = cameFrom.get(step) ?? null)
        way.unshift(step);
      return way;
    }
    for (const next of arrows.get(feature) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, feature);
        queue.push(next);
      }
    }
  }
  return null;
}
