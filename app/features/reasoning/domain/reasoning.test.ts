import { describe, expect, it } from "vitest";
import type { IndexDraw } from "~/kernel/random/domain/random";
import { wordReasoning } from "~/features/reasoning/components/reasoning-words";
import { createI18n } from "~/i18n/runtime";
import { readReasoning, reasoningTemplateCount } from "~/features/reasoning/domain/reasoning";

const english = createI18n("en", {});
/** A reading drawn and worded in English, as the English page shows it. */
const buildReasoning = (input: Parameters<typeof readReasoning>[0], draw?: IndexDraw) =>
  wordReasoning(english, readReasoning(input, draw));

const options = ["Cook something simple at home", "Order takeaway", "Eat out somewhere new", "Raid the fridge"];
const choice = "Order takeaway";

/** Picks the template given, then the first phrase of every list. */
const templateDraw = (template: number): IndexDraw => {
  let first = true;
  return () => {
    const value = first ? template : 0;
    first = false;
    return value;
  };
};

/** Calls run once for every possible sequence of draws, odometer style. */
function forEveryDrawPath(run: (draw: IndexDraw) => void): number {
  const path: number[] = [];
  const sizes: number[] = [];
  let paths = 0;
  for (;;) {
    let call = 0;
    run((n) => {
      if (call === path.length) [path[call], sizes[call]] = [0, n];
      return path[call++] as number;
    });
    paths++;
    let depth = path.length - 1;
    while (depth >= 0 && (path[depth] as number) + 1 === sizes[depth]) depth--;
    if (depth < 0) return paths;
    path[depth] = (path[depth] as number) + 1;
    path.length = sizes.length = depth + 1;
  }
}

describe("buildReasoning", () => {
  it("has four templates and can reach every one of them", () => {
    expect(reasoningTemplateCount).toBe(4);
    const texts = Array.from({ length: reasoningTemplateCount }, (_, t) =>
      buildReasoning({ choice, options }, templateDraw(t)),
    );
    expect(new Set(texts).size).toBe(4);
  });

  it("asks for the template first, choosing among all four", () => {
    const asked: number[] = [];
    buildReasoning({ choice, options }, (n) => {
      asked.push(n);
      return 0;
    });
    expect(asked[0]).toBe(reasoningTemplateCount);
  });

  it("weaves the context in lower-cased in every template", () => {
    for (let t = 0; t < reasoningTemplateCount; t++) {
      const text = buildReasoning({ choice, options, context: "  I'm Tired After WORK " }, templateDraw(t));
      expect(text).toContain("mentioned “i'm tired after work”");
    }
  });

  it("leaves no trace of a missing or blank context", () => {
    for (let t = 0; t < reasoningTemplateCount; t++) {
      const without = buildReasoning({ choice, options }, templateDraw(t));
      expect(without).not.toContain("mentioned");
      expect(buildReasoning({ choice, options, context: "" }, templateDraw(t))).toBe(without);
      expect(buildReasoning({ choice, options, context: "   " }, templateDraw(t))).toBe(without);
    }
  });

  it("never says undefined or null and never leaves stray spaces, across every template and phrase", () => {
    const flawed: string[] = [];
    for (const context of [undefined, "money is tight"]) {
      const paths = forEveryDrawPath((draw) => {
        const text = buildReasoning({ choice, options, context }, draw);
        // Plain checks collected into one assertion: 96,000 expect() calls would take seconds.
        const clean = !/undefined|null|\s{2}|^\s|\s$/.test(text) && /^[A-Z“].*[.!]$/.test(text);
        if (!clean || !text.includes(`“${choice}”`)) flawed.push(text);
      });
      // Templates × phrase lists × rivals: tens of thousands of combinations, every one visited.
      expect(paths).toBeGreaterThan(10_000);
    }
    expect(flawed).toEqual([]);
  });

  it("quotes the choice literally in the text", () => {
    for (let t = 0; t < reasoningTemplateCount; t++) {
      expect(
        buildReasoning({ choice: "café <b>now</b>", options: ["café <b>now</b>", "later"] }, templateDraw(t)),
      ).toContain("“café <b>now</b>”");
    }
  });

  it("collapses stray whitespace in the choice", () => {
    expect(buildReasoning({ choice: " Order   takeaway ", options }, templateDraw(0))).toContain("“Order takeaway”");
  });

  it("only compares against options other than the choice", () => {
    forEveryDrawPath((draw) => {
      const text = buildReasoning({ choice: "Stay in", options: ["Stay in", "Stay in"] }, draw);
      expect(text).not.toContain("Compared with");
    });
  });

  it("works with the default crypto-backed draw", () => {
    expect(buildReasoning({ choice, options })).toContain(choice);
  });
});
