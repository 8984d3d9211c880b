import { msg } from "@lingui/core/macro";
import type { I18n } from "~/i18n/runtime";
import { formatPercent } from "~/kernel/format/domain/intl-formats";
import { type FairnessCheckRequest, readPValue } from "~/features/fairness-check/domain/fairness-check";
import {
  contestantLimits,
  drawLimits,
  type FairnessCheckError,
  type FairnessCheckField,
  optionLimits,
  weightLimits,
} from "~/features/fairness-check/domain/fairness-check-input";

// The fairness check's sentences in the page's language, from the numbers and codes the domain gives.

/** One honest sentence about what a p-value means for this run. */
export function wordPValue(i18n: I18n, pValue: number): string {
  const { reading, onceIn } = readPValue(pValue);
  // A share of runs to two significant digits: "48%", "0.2%".
  const share = formatPercent(pValue, i18n.locale, { maximumSignificantDigits: 2 });
  switch (reading) {
    case "consistent":
      return i18n._(
        msg`Consistent with a fair draw: even a perfectly fair generator gives differences at least this large in about {share} of runs.`,
        { share },
      );
    case "a-little-unusual":
      return i18n._(
        msg`Still consistent with a fair draw, if a little unusual: a perfectly fair generator gives differences at least this large in about {share} of runs, so about once in {onceIn, number} runs.`,
        { share, onceIn },
      );
    case "unusual":
      return i18n._(
        msg`Unusual: a perfectly fair generator gives differences this large less than once in a thousand runs. It does happen by chance, so run the check again: a real bias would show up again, while a fluke would not.`,
      );
  }
}

/** What to fix in a field of the form, with its limits. */
export function wordFieldError(i18n: I18n, field: FairnessCheckField, error: FairnessCheckError): string {
  if (error.problem === "weight-count") {
    return i18n._(
      msg`Enter {min} to {max} weights separated by commas, e.g. 1, 2, 5 (you entered {entered, number}).`,
      { min: optionLimits.min, max: optionLimits.max, entered: error.entered },
    );
  }
  if (error.problem === "weight-value") {
    return i18n._(msg`Each weight must be a whole number from {min} to {max}; “{weight}” is not.`, {
      min: weightLimits.min,
      max: weightLimits.max,
      weight: error.weight,
    });
  }
  switch (field) {
    case "draws":
      return i18n._(msg`Enter a whole number of draws from {min, number} to {max, number}.`, drawLimits);
    case "options":
      return i18n._(msg`Enter a whole number of options from {min} to {max}.`, optionLimits);
    case "contestants":
      return i18n._(msg`Enter a whole number of contestants from {min} to {max}.`, contestantLimits);
    case "weights":
      // Never out of range as a whole: its problems are the two above. Its rule says what it takes.
      return fieldHint(i18n, field);
  }
}

/** The rule under each field: the range it takes. */
export function fieldHint(i18n: I18n, field: FairnessCheckField): string {
  switch (field) {
    case "options":
      return i18n._(msg`A whole number from {min} to {max}.`, optionLimits);
    case "weights":
      return i18n._(
        msg`Whole numbers from {min} to {max}, separated by commas: one per option, up to {options} options.`,
        { ...weightLimits, options: optionLimits.max },
      );
    case "contestants":
      return i18n._(
        msg`A whole number from {min} to {max}. Each draw plays a whole tournament of N − 1 matches, so this mode is much slower: a million tournaments of 64 take minutes.`,
        contestantLimits,
      );
    case "draws":
      return i18n._(msg`From {min, number} to {max, number}.`, drawLimits);
  }
}

/** The heading of a finished check: what was drawn, and how many times. */
export function describeRun(i18n: I18n, request: FairnessCheckRequest): string {
  switch (request.mode) {
    case "uniform":
      return i18n._(
        msg({
          message:
            "Result: {draws, number} draws among {options, plural, one {# equally likely option} other {# equally likely options}}",
          comment: "The heading of a finished fairness check of a quick pick; draws is 10,000 or more",
        }),
        { draws: request.draws, options: request.options },
      );
    case "weighted":
      return i18n._(
        msg({
          message: "Result: {draws, number} weighted draws among {options, plural, one {# option} other {# options}}",
          comment: "The heading of a finished fairness check of a weighted pick; draws is 10,000 or more",
        }),
        { draws: request.draws, options: request.weights.length },
      );
    case "tournament":
      return i18n._(
        msg({
          message:
            "Result: {draws, number} tournaments of {contestants, plural, one {# contestant} other {# contestants}}",
          comment: "The heading of a finished fairness check of whole tournaments; draws is 10,000 or more",
        }),
        { draws: request.draws, contestants: request.contestants },
      );
  }
}

/** What the draws are counted in: "Option" or "Contestant", as a table's column heading. */
export function categoryNoun(i18n: I18n, request: FairnessCheckRequest): string {
  return request.mode === "tournament"
    ? i18n._(msg({ message: "Contestant", comment: "A table's column heading: the contestants of a tournament" }))
    : i18n._(msg({ message: "Option", comment: "A table's column heading: the options of a pick" }));
}

/** One category by its number from 1: "Option 3", "Contestant 5". */
export function categoryLabel(i18n: I18n, request: FairnessCheckRequest, index: number): string {
  const number = index + 1;
  return request.mode === "tournament"
    ? i18n._(msg`Contestant {number}`, { number })
    : i18n._(msg`Option {number}`, { number });
}

/** The title of the table of counts. */
export function tableTitle(i18n: I18n, request: FairnessCheckRequest): string {
  return request.mode === "tournament"
    ? i18n._(msg`Counts per contestant: expected and observed`)
    : i18n._(msg`Counts per option: expected and observed`);
}

/** How far a run has got: "10,000 of 1,000,000 draws". */
export function wordProgress(i18n: I18n, done: number, draws: number): string {
  return i18n._(msg`{done, number} of {draws, number} draws`, { done, draws });
}

/** A run stopped by Cancel. */
export function wordCancelled(i18n: I18n, done: number, draws: number): string {
  return i18n._(
    msg`Cancelled after {done, number} of {draws, number} draws. A partial run has no result; run the check again whenever you like.`,
    { done, draws },
  );
}

/** A run that could not finish, with the reason the worker gave, or none when the check could not start here. */
export function wordFailure(i18n: I18n, reason: string | null): string {
  if (reason === null) return i18n._(msg`The check could not run in this browser.`);
  return i18n._(
    msg({ message: "The check failed: {reason}", comment: "The reason is the browser's own error message" }),
    { reason },
  );
}

/** How long a run took on this device, in seconds to two decimals: "1.25 s". */
export function wordSeconds(i18n: I18n, elapsedMs: number): string {
  return i18n._(msg({ message: "{seconds} s", comment: "How long the check took in seconds, e.g. 1.25 s" }), {
    seconds: (elapsedMs / 1000).toFixed(2),
  });
}
