import { describe, expect, it } from "vitest";
import { describeRun, wordFieldError, wordPValue } from "~/features/fairness-check/components/fairness-words";
import { parseFairnessCheckInput, parseWeights } from "~/features/fairness-check/domain/fairness-check-input";
import { createI18n } from "~/i18n/runtime";

const english = createI18n("en", {});

describe("wordPValue", () => {
  it("calls p ≥ 0.001 consistent with fair and p < 0.001 unusual, suggesting another run", () => {
    expect(wordPValue(english, 0.48)).toBe(
      "Consistent with a fair draw: even a perfectly fair generator gives differences at least this large in about 48% of runs.",
    );
    expect(wordPValue(english, 0.002)).toMatch(
      /^Still consistent with a fair draw.* about 0\.2% of runs, so about once in 500 runs\.$/,
    );
    expect(wordPValue(english, 0.0009)).toMatch(
      /^Unusual: .*less than once in a thousand runs\. .*run the check again/,
    );
  });

  it("writes the share as the page's language writes a percentage", () => {
    // Whichever space this Intl puts before French's % (no-break, or narrow no-break in newer data).
    const french = new Intl.NumberFormat("fr", { style: "percent" }).format(0.48);
    expect(french).toMatch(/^48\s%$/);
    expect(wordPValue(createI18n("fr", {}), 0.48)).toContain(french);
  });
});

describe("wordFieldError", () => {
  const errorsOf = (input: Parameters<typeof parseFairnessCheckInput>[0]) => {
    const parsed = parseFairnessCheckInput(input);
    return "errors" in parsed ? parsed.errors : {};
  };
  const base = { mode: "uniform", options: "6", weights: "1, 2", contestants: "8", draws: "100000" } as const;

  it("names each field's range", () => {
    const { options, draws } = errorsOf({ ...base, options: "101", draws: "" });
    expect(options && wordFieldError(english, "options", options)).toBe(
      "Enter a whole number of options from 2 to 100.",
    );
    expect(draws && wordFieldError(english, "draws", draws)).toBe(
      "Enter a whole number of draws from 10,000 to 1,000,000.",
    );
    const { contestants } = errorsOf({ ...base, mode: "tournament", contestants: "65" });
    expect(contestants && wordFieldError(english, "contestants", contestants)).toBe(
      "Enter a whole number of contestants from 2 to 64.",
    );
  });

  it("names the weight that is wrong, or how many were entered", () => {
    const wrongWeight = parseWeights("1, 2.5");
    expect("error" in wrongWeight && wordFieldError(english, "weights", wrongWeight.error)).toBe(
      "Each weight must be a whole number from 1 to 100; “2.5” is not.",
    );
    const tooFew = parseWeights("5");
    expect("error" in tooFew && wordFieldError(english, "weights", tooFew.error)).toBe(
      "Enter 2 to 100 weights separated by commas, e.g. 1, 2, 5 (you entered 1).",
    );
  });
});

describe("describeRun", () => {
  it("says what was drawn and how many times", () => {
    expect(describeRun(english, { mode: "uniform", options: 6, draws: 100_000 })).toBe(
      "Result: 100,000 draws among 6 equally likely options",
    );
    expect(describeRun(english, { mode: "weighted", weights: [1, 2, 3], draws: 10_000 })).toBe(
      "Result: 10,000 weighted draws among 3 options",
    );
    expect(describeRun(english, { mode: "tournament", contestants: 5, draws: 20_000 })).toBe(
      "Result: 20,000 tournaments of 5 contestants",
    );
  });
});
