import { useCallback, useMemo, useState } from "react";
import { Announcer } from "~/kernel/ui/components/announcer";
import { ChoiceListEditor } from "~/kernel/lists/components/choice-list-editor";
import { DecisionButton } from "~/kernel/ui/components/decision-button";
import { ListLinkNotice } from "~/kernel/lists/components/list-link-notice";
import { SaveNotice } from "~/kernel/records/components/save-notice";
import { ShareList } from "~/kernel/lists/components/share-list";
import { DecideTogetherLink } from "~/features/vote";
import { checkReport, checkSides, describeCheck, DoubleCheck } from "~/features/this-or-that/components/double-check";
import { PairQuestion } from "~/features/this-or-that/components/pair-question";
import { RankingResult } from "~/features/this-or-that/components/ranking-result";
import { collectChoices, createChoiceRows } from "~/kernel/lists/domain/choice-list";
import type { SharedList } from "~/kernel/lists/domain/list-link";
import { mergeInsertionStep, type Answer } from "~/features/this-or-that/domain/merge-insertion";
import { randomIndex } from "~/kernel/random/domain/random";
import {
  chooseCheckPairs,
  explainRanking,
  findDrawnPlaces,
  findOptionsProblem,
  type CheckAnswer,
} from "~/features/this-or-that/domain/this-or-that";
import { useListLink } from "~/kernel/lists/hooks/use-list-link";
import { useMoveFocus } from "~/kernel/ui/hooks/use-move-focus";
import { usePendingTemplate } from "~/kernel/lists/hooks/use-pending-template";
import { useRecordDecision } from "~/kernel/records/hooks/use-record-decision";
import { useStartOver } from "~/kernel/ui/hooks/use-start-over";
import { useSaveProgress, useThisOrThatProgress } from "~/features/this-or-that/hooks/use-this-or-that-progress";
import type { SaveResult } from "~/kernel/records/storage/decision-history";
import type { Progress } from "~/features/this-or-that/storage/this-or-that-progress";

const questionText = (asked: number, atMost: number) => `Question ${asked + 1} of at most ${atMost}`;

// Where focus goes when the control that had it is gone or disabled: the question's first answer, else the ranking.
const firstAnswer = (view: HTMLElement) =>
  view.querySelector<HTMLElement>(".pair-option") ?? view.querySelector<HTMLElement>(".result-card");
const checkReportSection = (view: HTMLElement) => view.querySelector<HTMLElement>("section.double-check");

/** This or That: the options, then one pair at a time until the ranking, which is saved to the history. */
export function ThisOrThat() {
  const { progress, damaged } = useThisOrThatProgress();
  const saveProgress = useSaveProgress();
  const recordDecision = useRecordDecision();
  const [rows, setRows] = useState(() => createChoiceRows([]));
  // A list handed in (template, link, "Open again") opens the list even while a ranking is under way.
  const [editing, setEditing] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [saved, setSaved] = useState<SaveResult | null>(null);
  const [kept, setKept] = useState(true);
  const { ref: viewRef, moveFocus } = useMoveFocus<HTMLDivElement>();

  const prefill = useCallback((choices: string[]) => {
    setRows(createChoiceRows(choices));
    setEditing(true);
  }, []);
  usePendingTemplate(prefill);
  const linkOpening = useListLink(useCallback((list: SharedList) => prefill(list.choices), [prefill]));

  const choices = useMemo(() => collectChoices(rows), [rows]);
  const problem = findOptionsProblem(choices);
  const step = useMemo(
    () => (progress ? mergeInsertionStep(progress.options.length, progress.answers) : null),
    [progress],
  );
  const ranking = step?.status === "done" ? step.ranking : null;
  const places = useMemo(
    () => (progress && ranking ? explainRanking(progress.options, ranking, progress.answers) : []),
    [progress, ranking],
  );
  const checkPairs = useMemo(
    () => (progress && ranking ? chooseCheckPairs(ranking, progress.answers) : []),
    [progress, ranking],
  );

  const store = (next: Progress | null) => setKept(saveProgress(next));

  const start = () => {
    if (problem !== null) return;
    moveFocus(() => {
      store({ options: choices, answers: [], checks: null, recorded: false });
      setEditing(false);
      setSaved(null);
      setAnnouncement(`Ranking ${choices.length} options. Which do you prefer?`);
    }, firstAnswer);
  };

  const { ref: formRef, startOver } = useStartOver<HTMLFormElement>(() => {
    if (progress) setRows(createChoiceRows(progress.options));
    store(null);
    setEditing(false);
    setSaved(null);
    setAnnouncement("Started over: your options are back in the list.");
  });

  const answer = (current: Progress, pair: readonly [number, number], preferredSide: 0 | 1, byChance: boolean) => {
    const preferred = pair[preferredSide];
    const other = pair[preferredSide === 0 ? 1 : 0];
    const answers: Answer[] = [...current.answers, { preferred, other, byChance }];
    const next = mergeInsertionStep(current.options.length, answers);
    const [winner, loser] = [current.options[preferred], current.options[other]];
    const said = byChance ? `A fair draw put ${winner} above ${loser}.` : `You preferred ${winner} to ${loser}.`;
    if (next.status === "done") {
      const names = next.ranking.map((index) => current.options[index] as string);
      const drawnPlaces = findDrawnPlaces(next.ranking, answers);
      setSaved(
        recordDecision({
          choices: current.options,
          result: names[0] as string,
          category: "This or That",
          outcome: { kind: "ranking", ranking: names, drawnPlaces },
        }),
      );
      store({ ...current, answers, recorded: true });
      setAnnouncement(`${said} Ranking ready. First: ${names[0]}.`);
    } else if (next.status === "asking") {
      store({ ...current, answers });
      const [x, y] = next.pair;
      setAnnouncement(
        `${said} ${questionText(next.asked, next.atMost)}: ${current.options[x]} or ${current.options[y]}?`,
      );
    }
  };

  const undo = (current: Progress) => {
    const answers = current.answers.slice(0, -1);
    // Back at the first question, Undo is disabled under the focus.
    moveFocus(
      () => store({ ...current, answers }),
      (view) => (answers.length === 0 ? firstAnswer(view) : null),
    );
    const back = mergeInsertionStep(current.options.length, answers);
    if (back.status === "asking") {
      const [x, y] = back.pair;
      setAnnouncement(
        `Answer undone. ${questionText(back.asked, back.atMost)}: ${current.options[x]} or ${current.options[y]}?`,
      );
    }
  };

  const startChecks = (current: Progress) => {
    moveFocus(() => store({ ...current, checks: [] }), firstAnswer);
    setAnnouncement(`Double-check. ${describeCheck(current.options, checkPairs, 0)}`);
  };

  const answerCheck = (current: Progress, checks: readonly CheckAnswer[], check: CheckAnswer) => {
    const sides = checkSides(checkPairs, checks.length);
    if (!sides) return;
    const next = [...checks, check];
    const [first, second] = sides.map((option) => current.options[option]);
    const said =
      check === null
        ? `You could not choose between ${first} and ${second}.`
        : check === sides[0]
          ? `You preferred ${first} to ${second}.`
          : `You preferred ${second} to ${first}.`;
    const question = describeCheck(current.options, checkPairs, next.length);
    // After the last check its buttons are gone: the report takes the focus.
    moveFocus(
      () => store({ ...current, checks: next }),
      (view) => (question ? null : checkReportSection(view)),
    );
    if (question) return setAnnouncement(`${said} ${question}`);
    const { contradictions, agreement, skipped } = checkReport(current.options, checkPairs, next, current.answers);
    setAnnouncement([said, "Double-check done.", agreement, ...contradictions, skipped].filter(Boolean).join(" "));
  };

  const undoCheck = (current: Progress, checks: readonly CheckAnswer[]) => {
    const next = checks.slice(0, -1);
    // Back at the first check, Undo is disabled under the focus.
    moveFocus(
      () => store({ ...current, checks: next }),
      (view) => (next.length === 0 ? firstAnswer(view) : null),
    );
    setAnnouncement(`Answer undone. ${describeCheck(current.options, checkPairs, next.length)}`);
  };

  let content;
  if (!progress || editing || !step || step.status === "mismatch") {
    const inProgress = progress && step?.status === "asking" ? questionText(step.asked, step.atMost) : null;
    content = (
      <section className="decider" aria-labelledby="this-or-that-heading">
        <h2 id="this-or-that-heading">Your options</h2>
        {damaged && (
          <p className="notice notice-warning" role="alert">
            A ranking stored on this device could not be read. It is kept aside, not deleted, when you start a new one.
          </p>
        )}
        {progress && editing && (
          <div className="notice" role="status">
            <p>{`Starting replaces the ranking you have ${inProgress ? `under way (${inProgress.toLowerCase()})` : "finished"}.`}</p>
            <button type="button" className="button" onClick={() => moveFocus(() => setEditing(false), firstAnswer)}>
              Back to that ranking
            </button>
          </div>
        )}
        <ListLinkNotice opening={linkOpening} noun="option" />
        <form
          ref={formRef}
          onSubmit={(event) => {
            event.preventDefault();
            start();
          }}
        >
          <ChoiceListEditor rows={rows} onChange={setRows} noun="Option" addLabel="Add Option" />
          {/* Too few is where every list starts: a hint, not an alert on the first keystroke. */}
          {choices.length >= 2 && problem !== null && (
            <p className="list-error" role="alert">
              {problem}
            </p>
          )}
          <DecisionButton disabled={problem !== null}>Start ranking</DecisionButton>
          {choices.length < 2 && <p className="hint">Enter 2 to 100 options to rank.</p>}
        </form>
        <ShareList list={{ choices }} />
        <DecideTogetherLink choices={choices} />
      </section>
    );
  } else if (step.status === "asking") {
    const [x, y] = step.pair;
    content = (
      <PairQuestion
        heading="Which do you prefer?"
        progress={questionText(step.asked, step.atMost)}
        first={progress.options[x] as string}
        second={progress.options[y] as string}
        onChoose={(side) => answer(progress, step.pair, side, false)}
        onCannotChoose={() => answer(progress, step.pair, randomIndex(2) as 0 | 1, true)}
        onUndo={progress.answers.length > 0 ? () => undo(progress) : null}
      >
        <button type="button" className="button button-quiet" onClick={startOver}>
          Start over
        </button>
      </PairQuestion>
    );
  } else {
    const checks = progress.checks;
    content = (
      <RankingResult options={progress.options} places={places} questions={progress.answers.length}>
        {saved && <SaveNotice saved={saved} savedText="Saved to your history, with the whole ranking." />}
        <DoubleCheck
          options={progress.options}
          answers={progress.answers}
          pairs={checkPairs}
          checks={checks}
          onStart={() => startChecks(progress)}
          onAnswer={(check) => answerCheck(progress, checks ?? [], check)}
          onUndo={() => undoCheck(progress, checks ?? [])}
        />
        <div className="button-row">
          <button type="button" className="button" onClick={startOver}>
            Start over
          </button>
        </div>
      </RankingResult>
    );
  }

  return (
    <div ref={viewRef}>
      {!kept && (
        <p className="notice notice-warning" role="alert">
          This browser would not keep your progress: it lasts only while this page stays open.
        </p>
      )}
      {content}
      <Announcer message={announcement} />
    </div>
  );
}
