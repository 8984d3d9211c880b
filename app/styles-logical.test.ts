// Right-to-left pages (Arabic) mirror the layout only if the style sheets say "start" and "end" rather than "left" and
// "right": every left/right property becomes its logical twin (`margin-inline-start`, `inset-inline-end`,
// `text-align: start`…), which in a left-to-right page is the very same. Something that must not mirror (the wheel's
// pointer) is written symmetric instead: centred by equal insets, never by `left: 50%`.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const physicalProperty =
  /^(left|right|(margin|padding|scroll-margin|scroll-padding)-(left|right)|border-(left|right)(-(width|style|color))?|border-(top|bottom)-(left|right)-radius)$/;
const physicalValue = /^(text-align|float|clear|caption-side|resize)$/;
// Four values read top, right, bottom, left: right and left differing means one side is meant.
const sidedShorthand = /^(margin|padding|inset|border-width|border-style|border-color|scroll-margin|scroll-padding)$/;

/** Splits a value into its top-level words: `calc(a + b) 0` is two. */
function splitValues(value: string): string[] {
  const words: string[] = [];
  let depth = 0;
  let word = "";
  for (const character of value) {
    if (character === "(") depth += 1;
    if (character === ")") depth -= 1;
    if (depth === 0 && /\s/.test(character)) {
      if (word !== "") words.push(word);
      word = "";
    } else word += character;
  }
  if (word !== "") words.push(word);
  return words;
}

/** Every declaration of a style sheet that names a physical side, as "line: property: value". */
function findPhysicalDeclarations(css: string): string[] {
  // Comments become spaces of the same length so that line numbers stay true.
  const source = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "));
  const found: string[] = [];
  const chunk = /([^;{}]*)([;{}])/g;
  for (const match of source.matchAll(chunk)) {
    const [, text = "", end] = match;
    if (end === "{") continue; // a selector or an at-rule's prelude, not a declaration
    const colon = text.indexOf(":");
    if (colon < 0) continue;
    const property = text.slice(0, colon).trim();
    const value = text.slice(colon + 1).trim();
    const values = splitValues(value.replace(/\s*!important$/, ""));
    const physical =
      physicalProperty.test(property) ||
      (physicalValue.test(property) && /\b(left|right)\b/.test(value)) ||
      (sidedShorthand.test(property) && values.length === 4 && values[1] !== values[3]);
    if (physical) {
      const line = source.slice(0, (match.index ?? 0) + text.length - text.trimStart().length).split("\n").length;
      found.push(`${line}: ${property}: ${value}`);
    }
  }
  return found;
}

describe("the style sheets", () => {
  it("name no physical left or right side, so a right-to-left page mirrors", () => {
    const sheets = readdirSync("app", { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".css"))
      .map((file) => `app/${file}`);
    expect(sheets.length).toBeGreaterThan(5);
    const physical = sheets.flatMap((file) =>
      findPhysicalDeclarations(readFileSync(file, "utf8")).map((found) => `${file}:${found}`),
    );
    expect(physical).toEqual([]);
  });
});

describe("findPhysicalDeclarations", () => {
  it("finds each physical property with its line", () => {
    const css = ".a {\n  margin-left: auto;\n  right: 0;\n}\n.b { border-right-color: red; padding-right: 1px }";
    expect(findPhysicalDeclarations(css)).toEqual([
      "2: margin-left: auto",
      "3: right: 0",
      "5: border-right-color: red",
      "5: padding-right: 1px",
    ]);
  });

  it("finds left and right as values of alignment and floats", () => {
    const css = ".a { text-align: right; float: left; text-align: center }";
    expect(findPhysicalDeclarations(css)).toEqual(["1: text-align: right", "1: float: left"]);
  });

  it("finds a four-value shorthand whose right and left differ, and leaves symmetric ones alone", () => {
    const css = [
      ".a { padding: 0 calc(1px + 2px) 0 0; }",
      ".b { margin: 0 var(--x) 0 var(--x); padding: 1px 2px; inset: auto 0 0; }",
      ".c { inset: 1rem 1rem auto auto !important; }",
    ].join("\n");
    expect(findPhysicalDeclarations(css)).toEqual([
      "1: padding: 0 calc(1px + 2px) 0 0",
      "3: inset: 1rem 1rem auto auto !important",
    ]);
  });

  it("takes logical properties, selectors and comments for what they are", () => {
    const css = [
      "/* margin-left: auto; */",
      ".left:hover, [dir='right'] { margin-inline-start: auto; inset-inline-end: 0; text-align: start; }",
      "@media (min-width: 48rem) { .a { border-inline-start: 1px solid; } }",
    ].join("\n");
    expect(findPhysicalDeclarations(css)).toEqual([]);
  });
});
