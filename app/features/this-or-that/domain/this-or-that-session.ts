/**
 * This or That's page as a state and the events that change it. `transition` is pure: what it cannot do itself
 * (store the progress, save the finished ranking to the history, move the keyboard focus, fill the list in) it
 * returns for the page to do.
 */

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
  /** What the live region says last. */
  announcement: string;
  /** When a fair draw settled the last answer ("I can’t choose"), what it decided, shown until the next event. */
  drawn: string | null;
}

export const startingSession: Session = { progress: null, editing: false, announcement: "", drawn: null };

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

export const questionText = (asked: number, atMost: number) => `Question ${asked + 1} of at most ${atMost}`;

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
  const [winner, loser] = [progress.options[preferred], progress.options[other]];
  const said = byChance ? `A fair draw put ${winner} above ${loser}.` : `You preferred ${winner} to ${loser}.`;
  const drawn = byChance ? said : null;
  if (next.status === "done") {
    const ranking = next.ranking.map((index) => progress.options[index] as string);
    return {
      session: {
        ...session,
        progress: { ...progress, answers, recorded: true },
        announcement: `${said} Ranking ready. First: ${ranking[0]}.`,
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
  const [x, y] = next.pair;
  return {
    session: {
      ...session,
      progress: { ...progress, answers },
      announcement: `${said} ${questionText(next.asked, next.atMost)}: ${progress.options[x]} or ${progress.options[y]}?`,
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
      ? `Answer undone. ${questionText(back.asked, back.atMost)}: ${progress.options[back.pair[0]]} or ${progress.options[back.pair[1]]}?`
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
  const [first, second] = sides.map((option) => progress.options[option]);
  const said =
    side === null
      ? `You could not choose between ${first} and ${second}.`
      : side === 0
        ? `You preferred ${first} to ${second}.`
        : `You preferred ${second} to ${first}.`;
  const nextProgress = { ...progress, checks: next };
  const question = describeCheck(progress.options, pairs, next.length);
  if (question) return { session: { ...session, progress: nextProgress, announcement: `${said} ${question}` } };
  const { contradictions, agreement, skipped } = checkReport(progress.options, pairs, next, progress.answers);
  const announcement = [said, "Double-check done.", agreement, ...contradictions, skipped].filter(Boolean).join(" ");
  // After the last check its buttons are gone: the report takes the focus.
  return { session: { ...session, progress: nextProgress, announcement }, focus: "check-report" };
}

function undoCheck(session: Session, progress: Progress): Transition | null {
  if (!progress.checks?.length) return null;
  const checks = progress.checks.slice(0, -1);
  const announcement = `Answer undone. ${describeCheck(progress.options, checkPairsOf(progress), checks.length)}`;
  // Back at the first check, Undo is disabled under the focus.
  return {
    session: { ...session, progress: { ...progress, checks }, announcement },
    ...(checks.length === 0 && { focus: "first-answer" as const }),
  };
}

function startChecks(session: Session, progress: Progress): Transition | null {
  const pairs = checkPairsOf(progress);
  if (pairs.length === 0 || progress.checks !== null) return null;
  const announcement = `Double-check. ${describeCheck(progress.options, pairs, 0)}`;
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
      return {
        session: {
          progress: { options, answers: [], checks: null, recorded: false },
          editing: false,
          announcement: `Ranking ${options.length} options. Which do you prefer?`,
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
        session: { ...startingSession, announcement: "Started over: your options are back in the list." },
        focus: "list",
        ...(progress && { list: progress.options }),
      };
    default:
      return (progress && transitionRanking(session, progress, event)) ?? { session: current };
  }
}
