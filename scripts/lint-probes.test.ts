import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// Each file in scripts/lint-probes/ breaks one of the house's arrows (or, marked "Passes", stays within them) and
// says where it pretends to live; lint must answer as its header says, so a rule that stops working fails here.
const folder = path.join(import.meta.dirname, "lint-probes");
const probes = readdirSync(folder).map((name) => {
  const source = readFileSync(path.join(folder, name), "utf8");
  const lintsAs = /^\/\/ Lints as: (\S+)$/m.exec(source)?.[1];
  const fails = /^\/\/ Fails: (\S+)$/m.exec(source)?.[1];
  if (!lintsAs || (!fails && !/^\/\/ Passes: /m.test(source))) throw new Error(`${name} lacks its header`);
  return { name, source, lintsAs, fails };
});
const eslint = new ESLint({ cwd: path.join(import.meta.dirname, "..") });

describe("the lint probes", () => {
  it.each(probes)("$name", async ({ source, lintsAs, fails }) => {
    const [result] = await eslint.lintText(source, { filePath: lintsAs });
    const rules = result?.messages.map((message) => message.ruleId ?? message.message);
    expect(rules).toEqual(fails ? [fails] : []);
  });
});
