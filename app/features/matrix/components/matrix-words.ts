import { msg, plural } from "@lingui/core/macro";
import type { I18n } from "~/i18n/runtime";
import type { Judgement } from "~/features/matrix/domain/ahp";
import {
  type CriterionGap,
  formatPoints,
  maximumImportance,
  type MatrixCriterion,
  type MatrixExplanation,
  minimumImportance,
} from "~/features/matrix/domain/decision-matrix";
import type { MatrixCheck } from "~/features/matrix/domain/matrix-check";
import { type CriterionSensitivity, readSensitivity, robustShare } from "~/features/matrix/domain/matrix-sensitivity";
import type { MatrixState } from "~/features/matrix/domain/matrix-state";
import { formatCount } from "~/kernel/format/domain/count";
import { formatList } from "~/kernel/format/domain/intl-formats";

/** A list in running text: "Rent, Light and Size" in English, each language's own conjunction elsewhere. */
export function joinList(i18n: I18n, items: readonly string[]): string {
  return formatList(items, i18n.locale);
}

/** The explanation in sentences, each one read off `explanation`. */
export function describeExplanation(
  i18n: I18n,
  explanation: MatrixExplanation,
  options: readonly string[],
  criteria: readonly MatrixCriterion[],
): string[] {
  const winner = options[explanation.winner] as string;
  const runnerUp = options[explanation.runnerUp] as string;
  const named = (gaps: readonly CriterionGap[]) =>
    joinList(
      i18n,
      gaps.map(({ criterion, points }) => {
        const name = criteria[criterion]?.name as string;
        const gap = formatPoints(Math.abs(points), i18n.locale);
        return i18n._(msg({ message: `${name} (${gap})`, comment: "A criterion and the points it gives, in a list" }));
      }),
    );
  const margin = formatPoints(explanation.margin, i18n.locale);
  const carried = named(explanation.carried);
  const better = named(explanation.runnerUpBetter);
  return [
    i18n._(msg`${winner} leads ${runnerUp} by ${margin} points out of 100.`),
    i18n._(msg`The lead comes from ${carried}: points ${winner} gains over ${runnerUp}.`),
    explanation.runnerUpBetter.length > 0
      ? i18n._(msg`${runnerUp} is better on ${better}, but not by enough.`)
      : i18n._(msg`${runnerUp} is better than ${winner} on no criterion.`),
  ];
}

/** The interval in words: what the criterion's importance would have to be for another option to win. */
export function describeSensitivity(
  i18n: I18n,
  sensitivity: CriterionSensitivity,
  options: readonly string[],
  criteria: readonly MatrixCriterion[],
  winner: number,
): string {
  const name = criteria[sensitivity.criterion]?.name as string;
  const winnerName = options[winner] as string;
  const [lowest, highest] = [minimumImportance, maximumImportance];
  const sentences = readSensitivity(sensitivity, i18n.locale).map((finding) => {
    const other = "overtaker" in finding ? (options[finding.overtaker] as string) : "";
    switch (finding.kind) {
      case "changes-nothing":
        return i18n._(msg`${name} changes nothing at any importance: every option is equal on it.`);
      case "no-longer-trails-at-zero":
        return i18n._(msg`If ${name} did not matter at all, ${other} would no longer trail ${winnerName}.`);
      case "wins-below": {
        const { bound } = finding;
        return i18n._(msg`${name} would have to matter less than ${bound} for ${other} to win.`);
      }
      case "wins-above": {
        const { bound } = finding;
        return i18n._(msg`${name} would have to matter more than ${bound} for ${other} to win.`);
      }
      case "ties-at-top":
        return i18n._(
          msg`${winnerName} stays first while ${name} matters less than ${highest}; at ${highest}, ${other} ties with it.`,
        );
      case "always-first":
        return i18n._(msg`At any importance of ${name} from ${lowest} to ${highest}, ${winnerName} stays first.`);
    }
  });
  // Whole sentences, each a message of its own, one after the other.
  return sentences.join(" ");
}

/**
 * "wins in 87% of variations": the share, rounded down. From 40% to 59% it says that is close to a coin flip, and
 * below 40% that the winner is more likely caught up than not: a bare "52%" would read as a verdict.
 */
export function describeRobustness(i18n: I18n, wins: number, variations: number, winnerName: string): string {
  const percent = robustShare(wins, variations);
  const [winsCount, variationsCount] = [formatCount(wins, i18n.locale), formatCount(variations, i18n.locale)];
  const share = i18n._(
    msg`${winnerName} wins in ${percent}% of variations (${winsCount} of ${variationsCount}), each importance moved at random by up to one step.`,
  );
  if (percent >= 60) return share;
  const reading =
    percent >= 40
      ? i18n._(
          msg`That is close to a coin flip: when the importances move a little, ${winnerName} is about as likely to be caught up as to stay ahead.`,
        )
      : i18n._(
          msg`When the importances move a little, ${winnerName} is more likely to be caught up than to stay ahead.`,
        );
  return `${share} ${reading}`;
}

/** A judgement in words: "Rent is 3 times as important as Light", "Rent and Light are equally important". */
export function describeJudgement(i18n: I18n, judgement: Judgement, rowName: string, columnName: string): string {
  if (judgement === 0) return i18n._(msg`${rowName} and ${columnName} are equally important`);
  const [more, less, times] =
    judgement > 0 ? [rowName, columnName, judgement + 1] : [columnName, rowName, 1 - judgement];
  return i18n._(msg`${more} is ${times} times as important as ${less}`);
}

/**
 * A judgement as a choice beside the question "Rent or Light?": "3 times as important: Rent", "Equally important".
 * Short, and the number first: a select cuts off what does not fit, and the question already names both criteria.
 */
export function describeJudgementChoice(i18n: I18n, judgement: Judgement, rowName: string, columnName: string): string {
  if (judgement === 0) return i18n._(msg`Equally important`);
  const [more, times] = judgement > 0 ? [rowName, judgement + 1] : [columnName, 1 - judgement];
  return i18n._(
    msg({ message: `${times} times as important: ${more}`, comment: "A choice in a drop-down list: keep it short" }),
  );
}

/** "1, 3 and 4": the numbers of the rows named by `indices`, counted from 1, as a list in the page's language. */
function rowNumbers(i18n: I18n, indices: readonly number[]): string {
  return joinList(
    i18n,
    indices.map((index) => String(index + 1)),
  );
}

/**
 * Why there is no ranking yet, naming what is missing. A blank name is marked at its field only once the field has
 * been left empty, so it is named here; every other problem is marked at its field from the start.
 */
export function describeMissing(i18n: I18n, state: MatrixState, check: MatrixCheck): string {
  const blank = (names: readonly string[]) => names.flatMap((name, index) => (name.trim() === "" ? [index] : []));
  const blankOptions = blank(state.options);
  const blankCriteria = blank(state.criteria.map(({ name }) => name));
  const toName: string[] = [];
  if (blankOptions.length === state.options.length) {
    toName.push(
      state.options.length === 2
        ? i18n._(msg({ message: "both options", comment: "Completes 'Name {rows} to see the ranking.'" }))
        : i18n._(msg({ message: "the options", comment: "Completes 'Name {rows} to see the ranking.'" })),
    );
  } else if (blankOptions.length > 0) {
    const count = blankOptions.length;
    const numbers = rowNumbers(i18n, blankOptions);
    toName.push(i18n._(msg`${plural(count, { one: `option ${numbers}`, other: `options ${numbers}` })}`));
  }
  if (blankCriteria.length === state.criteria.length) {
    toName.push(
      state.criteria.length === 1
        ? i18n._(msg({ message: "the criterion", comment: "Completes 'Name {rows} to see the ranking.'" }))
        : i18n._(msg({ message: "the criteria", comment: "Completes 'Name {rows} to see the ranking.'" })),
    );
  } else if (blankCriteria.length > 0) {
    const count = blankCriteria.length;
    const numbers = rowNumbers(i18n, blankCriteria);
    toName.push(i18n._(msg`${plural(count, { one: `criterion ${numbers}`, other: `criteria ${numbers}` })}`));
  }
  const marked =
    check.cells.flat().some((problem) => problem !== null) ||
    check.options.some((problem, o) => problem !== null && !blankOptions.includes(o)) ||
    check.criteria.some((problem, c) => problem !== null && !blankCriteria.includes(c));
  const rows = joinList(i18n, toName);
  if (rows && marked) return i18n._(msg`Name ${rows} and fix the marked fields above to see the ranking.`);
  if (rows) return i18n._(msg`Name ${rows} to see the ranking.`);
  return i18n._(msg`Fix the marked fields above to see the ranking. Everything you typed is kept.`);
}
