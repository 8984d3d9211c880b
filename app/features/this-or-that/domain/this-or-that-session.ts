/**
 * This or That's page as a state and the events that change it. `transition` is pure: what it cannot do itself
 * (store the progress, save the finished ranking to the history, move the keyboard focus, fill the list in) it
 * returns for the page to do.
 */

import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import {
  checkReport,
  checkSides,
  chooseCheckPairs,
  describeCheck,
  type CheckAnswer,
} from "~/features/this-or-that/domain/double-check";
import { mergeInsertionStep, type Answer } from "~/kernel/pairs/domain/merge-insertion";
import { findOptionsProblem } from "~/features/this-or-that/domain/options-check";
import { findDrawnPlaces } from "~/features/this-or-that/domain/ranking-explanation";
import type { DecisionCategory, DecisionOutcome } from "~/kernel/records/domain/decision-record";
import { isolate } from "~/kernel/format/domain/isolate";

/** A ranking under way or finished: everything else (the next pair, the ranking) is replayed from it. */
export interface Progress {
  options: string[];
  answers: Answer[];
  /** The double-check's answers in order; null until it is started. */
  checks: CheckAnswer[] | null;
  /** True once the finished ranking was saved to the history, so a reload never saves it twice. */
  recorded: boolean;
}

export interface Session {
  /** The ranking under way or finished, as stored; null when there is none. */
  progress: Progress | null;
  /** True while the list shows over a ranking there is: a list was handed in, which the visitor may start instead. */
  editing: boolean;
  /** What the live region says last: its sentences, worded by the page. */
  announcement: readonly MessageDescriptor[];
  /** When a fair draw settled the last answer ("I can’t choose"), what it decided, shown until the next event. */
  drawn: MessageDescriptor | null;
}

export const startingSession: Session = { progress: null, editing: false, announcement: [], drawn: null };

export type SessionEvent =
  /** The options typed in the list: a new ranking starts with them, replacing any other. */
  | { type: "start"; options: readonly string[] }
  /** A list handed in (a template, a link, "Open again") opens the list, even over a ranking under way. */
  | { type: "open-list" }
  | { type: "back-to-ranking" }
  | { type: "choose"; side: 0 | 1 }
  /** "I can’t choose": `drawnSide` is the side a fair draw put above. */
  | { type: "cannot-choose"; drawnSide: 0 | 1 }
  | { type: "undo" }
  | { type: "start-checks" }
  /** A double-check answered: the side preferred, or null when the visitor could not choose. */
  | { type: "check"; side: 0 | 1 | null }
  | { type: "undo-check" }
  | { type: "start-over" };

/** Where the keyboard focus goes when the control that had it is gone or disabled. */
export type FocusTarget = "first-answer" | "check-report" | "list";

/** What the page saves to its history when a ranking finishes. */
export interface RankingRecord {
  choices: string[];
  result: string;
  category: DecisionCategory;
  outcome: DecisionOutcome;
}

export interface Transition {
  session: Session;
  /** The finished ranking to save to the history, on the answer that finishes it. */
  record?: RankingRecord;
  focus?: FocusTarget;
  /** Options to put back in the list. */
  list?: string[];
}

export function questionText(asked: number, atMost: number): MessageDescriptor {
  const number = asked + 1;
  return msg`Question ${number} of at most ${atMost}`;
}

/** The question the live region asks: its number, and the pair. */
function askQuestion(asked: number, atMost: number, options: readonly string[], pair: readonly [number, number]) {
  const number = asked + 1;
  const [first, second] = [isolate(options[pair[0]] as string), isolate(options[pair[1]] as string)];
  return msg`Question ${number} of at most ${atMost}: ${first} or ${second}?`;
}

/** What was answered: preferred, or put above by a fair draw. */
function sayAnswer(upper: string, lower: string, byChance: boolean): MessageDescriptor {
  const [winner, loser] = [isolate(upper), isolate(lower)];
  return byChance ? msg`A fair draw put ${winner} above ${loser}.` : msg`You preferred ${winner} to ${loser}.`;
}

/** The next question of `progress`, or its ranking. */
export const stepOf = (progress: Progress) => mergeInsertionStep(progress.options.length, progress.answers);

/** The double-check's pairs: only a finished ranking has them. */
function checkPairsOf(progress: Progress) {
  const step = stepOf(progress);
  return step.status === "done" ? chooseCheckPairs(step.ranking, progress.answers) : [];
}

/** A new answer to the question asked: the sort moves on, and the live region says what was answered and what next. */
function answer(session: Session, progress: Progress, side: 0 | 1, byChance: boolean): Transition | null {
  const step = stepOf(progress);
  if (step.status !== "asking") return null;
  const preferred = step.pair[side];
  const other = step.pair[side === 0 ? 1 : 0];
  const answers = [...progress.answers, { preferred, other, byChance }];
  const next = mergeInsertionStep(progress.options.length, answers);
  const said = sayAnswer(progress.options[preferred] as string, progress.options[other] as string, byChance);
  const drawn = byChance ? said : null;
  if (next.status === "done") {
    const ranking = next.ranking.map((index) => progress.options[index] as string);
    const first = isolate(ranking[0] as string);
    return {
      session: {
        ...session,
        progress: { ...progress, answers, recorded: true },
        announcement: [said, msg`Ranking ready. First: ${first}.`],
        drawn,
      },
      record: {
        choices: progress.options,
        result: ranking[0] as string,
        category: "This or That",
        outcome: { kind: "ranking", ranking, drawnPlaces: findDrawnPlaces(next.ranking, answers) },
      },
    };
  }
  if (next.status !== "asking") return null;
  return {
    session: {
      ...session,
      progress: { ...progress, answers },
      announcement: [said, askQuestion(next.asked, next.atMost, progress.options, next.pair)],
      drawn,
    },
  };
}

function undo(session: Session, progress: Progress): Transition | null {
  if (progress.answers.length === 0) return null;
  const answers = progress.answers.slice(0, -1);
  const back = mergeInsertionStep(progress.options.length, answers);
  const announcement =
    back.status === "asking"
      ? [msg`Answer undone.`, askQuestion(back.asked, back.atMost, progress.options, back.pair)]
      : session.announcement;
  // Back at the first question, Undo is disabled under the focus.
  return {
    session: { ...session, progress: { ...progress, answers }, announcement },
    ...(answers.length === 0 && { focus: "first-answer" as const }),
  };
}

function check(session: Session, progress: Progress, side: 0 | 1 | null): Transition | null {
  const pairs = checkPairsOf(progress);
  const checks = progress.checks ?? [];
  const sides = checkSides(pairs, checks.length);
  if (!sides) return null;
  const answered: CheckAnswer = side === null ? null : sides[side];
  const next = [...checks, answered];
  const [first, second] = sides.map((option) => progress.options[option] as string) as [string, string];
  const [named, otherNamed] = [isolate(first), isolate(second)];
  const said =
    side === null
      ? msg`You could not choose between ${named} and ${otherNamed}.`
      : side === 0
        ? sayAnswer(first, second, false)
        : sayAnswer(second, first, false);
  const nextProgress = { ...progress, checks: next };
  const question = describeCheck(progress.options, pairs, next.length);
  if (question) return { session: { ...session, progress: nextProgress, announcement: [said, question] } };
  const { contradictions, agreement, skipped } = checkReport(progress.options, pairs, next, progress.answers);
  const announcement = [said, msg`Double-check done.`, agreement, ...contradictions, skipped].filter(
    (sentence) => sentence !== null,
  );
  // After the last check its buttons are gone: the report takes the focus.
  return { session: { ...session, progress: nextProgress, announcement }, focus: "check-report" };
}

function undoCheck(session: Session, progress: Progress): Transition | null {
  if (!progress.checks?.length) return null;
  const checks = progress.checks.slice(0, -1);
  const question = describeCheck(progress.options, checkPairsOf(progress), checks.length);
  const announcement = question ? [msg`Answer undone.`, question] : [msg`Answer undone.`];
  // Back at the first check, Undo is disabled under the focus.
  return {
    session: { ...session, progress: { ...progress, checks }, announcement },
    ...(checks.length === 0 && { focus: "first-answer" as const }),
  };
}

function startChecks(session: Session, progress: Progress): Transition | null {
  const pairs = checkPairsOf(progress);
  if (pairs.length === 0 || progress.checks !== null) return null;
  const question = describeCheck(progress.options, pairs, 0);
  const announcement = question ? [msg`Double-check.`, question] : [msg`Double-check.`];
  return { session: { ...session, progress: { ...progress, checks: [] }, announcement }, focus: "first-answer" };
}

/** What a ranking's own events do; null when the event does not apply to it. */
function transitionRanking(session: Session, progress: Progress, event: SessionEvent): Transition | null {
  switch (event.type) {
    case "choose":
      return answer(session, progress, event.side, false);
    case "cannot-choose":
      return answer(session, progress, event.drawnSide, true);
    case "undo":
      return undo(session, progress);
    case "start-checks":
      return startChecks(session, progress);
    case "check":
      return check(session, progress, event.side);
    case "undo-check":
      return undoCheck(session, progress);
    default:
      return null;
  }
}

/** The session after `event`, and what the page must do for it. An event that does not apply changes nothing. */
export function transition(current: Session, event: SessionEvent): Transition {
  // What a draw decided is shown until the next event.
  const session = { ...current, drawn: null };
  const { progress } = session;
  switch (event.type) {
    case "start": {
      if (findOptionsProblem(event.options) !== null) return { session: current };
      const options = [...event.options];
      const count = options.length;
      return {
        session: {
          progress: { options, answers: [], checks: null, recorded: false },
          editing: false,
          announcement: [
            msg`${plural(count, { one: "Ranking # option. Which do you prefer?", other: "Ranking # options. Which do you prefer?" })}`,
          ],
          drawn: null,
        },
        focus: "first-answer",
      };
    }
    case "open-list":
      return { session: { ...session, editing: true } };
    case "back-to-ranking":
      return { session: { ...session, editing: false }, focus: "first-answer" };
    case "start-over":
      return {
        session: { ...startingSession, announcement: [msg`Started over: your options are back in the list.`] },
        focus: "list",
        ...(progress && { list: progress.options }),
      };
    default:
      return (progress && transitionRanking(session, progress, event)) ?? { session: current };
  }
}
