import { type ReactNode, useMemo, useRef } from "react";
import { DecideTogetherLink } from "~/features/vote";
import type { ListNoun } from "~/kernel/lists/domain/list-nouns";
import { Announcer } from "~/kernel/ui/components/announcer";
import { DecisionButton } from "~/kernel/ui/components/decision-button";
import { DecisionResultCard } from "~/kernel/ui/components/decision-result-card";
import { ListLinkNotice } from "~/kernel/lists/components/list-link-notice";
import { PickAgainButton } from "~/features/wheel/components/pick-again-button";
import { SaveNotice } from "~/kernel/records/components/save-notice";
import { ShareList } from "~/kernel/lists/components/share-list";
import { focusWhileDeciding, ListWithWheel } from "~/features/wheel/components/list-with-wheel";
import { collectChoiceRows, minimumChoices, type ChoiceRow } from "~/kernel/lists/domain/choice-list";
import type { DecisionCategory } from "~/kernel/records/domain/decision-record";
import type { SharedList } from "~/kernel/lists/domain/list-link";
import type { WheelEntry, WheelEntryKind } from "~/features/wheel/domain/wheel";
import type { ListLinkOpening } from "~/kernel/lists/hooks/use-list-link";
import { useRecordDecision } from "~/kernel/records/hooks/use-record-decision";
import { useStartOver } from "~/kernel/ui/hooks/use-start-over";
import { useWheelDecision } from "~/features/wheel/hooks/use-wheel-decision";
import type { SaveResult } from "~/kernel/records/storage/decision-history";
import { isolate } from "~/kernel/format/domain/isolate";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";

/** What sets a page's wheel decider apart: its rows, how they are drawn and recorded, and its words. */
export interface WheelDeciderKind<Row extends ChoiceRow> {
  /** The list's heading, and the id the decider's section is named by. */
  heading: MessageDescriptor;
  headingId: string;
  /** One entry of the list, in English, for the list's shared editors and notices (app/kernel/lists). */
  noun: ListNoun;
  /** What the list's entries are: the wheel's own sentences word them ("a wheel of 3 choices"). */
  entryKind: WheelEntryKind;
  /** Under the button while fewer than two entries have text. */
  fewEntriesHint: MessageDescriptor;
  /** The list of a first visit, and after Start Over. */
  emptyRows: () => Row[];
  /** A row with text as the wheel shows it and the draw weighs it. */
  entryOf: (row: Row) => WheelEntry;
  /** Draws the winner's index (docs/product-rules.md, Randomness). */
  drawWinner: (entries: readonly WheelEntry[]) => number;
  /** An entry as the history lists it. */
  recordedChoice: (entry: WheelEntry) => string;
  sharedListOf: (entries: readonly WheelEntry[]) => SharedList;
  category: DecisionCategory;
  delayMs: number;
  decideLabel: MessageDescriptor;
  busyLabel: MessageDescriptor;
  result: {
    title: MessageDescriptor;
    caption?: MessageDescriptor;
    /** The live announcement of the winner, whose name comes isolated. */
    announced: (winner: string) => MessageDescriptor;
  };
  /** A line under the result, e.g. the winner's chance. */
  resultNote?: (outcome: WheelOutcome, locale: string) => MessageDescriptor;
}

export interface WheelOutcome {
  chosen: WheelEntry;
  /** What the draw was made from. */
  entries: readonly WheelEntry[];
  /** The row the result came from, for "Pick again without". */
  rowId: number;
  saved: SaveResult;
}

interface WheelDeciderProps<Row extends ChoiceRow> {
  kind: WheelDeciderKind<Row>;
  rows: readonly Row[];
  onRowsChange: (rows: Row[]) => void;
  linkOpening: ListLinkOpening;
  /** The list's editor and what goes with it; `locked` while the card decides (a spin keeps the list it started with). */
  children: (locked: boolean) => ReactNode;
}

/** The list, the wheel or the card beside it, and the decision: the quick and weighted pages differ only in `kind`. */
export function WheelDecider<Row extends ChoiceRow>({
  kind,
  rows,
  onRowsChange,
  linkOpening,
  children,
}: WheelDeciderProps<Row>) {
  const { t, i18n } = useLingui();
  const recordDecision = useRecordDecision();
  const { phase, decide, reset, wheel } = useWheelDecision<WheelOutcome>(kind.delayMs);
  const sectionRef = useRef<HTMLElement>(null);
  const { ref: formRef, startOver } = useStartOver<HTMLFormElement>(() => {
    reset();
    onRowsChange(kind.emptyRows());
  });
  const entries = useMemo(() => collectChoiceRows(rows).map(kind.entryOf), [kind, rows]);
  const deciding = phase.status === "deciding";
  const canDecide = entries.length >= minimumChoices && !deciding;

  const makeDecision = (from: readonly Row[]) => {
    const candidates = collectChoiceRows(from);
    const drawn = candidates.map(kind.entryOf);
    decide(
      drawn,
      () => kind.drawWinner(drawn),
      (winner) => {
        const chosen = drawn[winner] as WheelEntry;
        const saved = recordDecision({
          choices: drawn.map(kind.recordedChoice),
          result: chosen.label,
          category: kind.category,
        });
        return { chosen, entries: drawn, rowId: (candidates[winner] as Row).id, saved };
      },
    );
  };

  // The button goes with its card: the focus would fall to the page, and Tab would start again from the top.
  const pickAgain = (remaining: Row[]) => {
    onRowsChange(remaining);
    makeDecision(remaining);
    if (sectionRef.current) focusWhileDeciding(sectionRef.current);
  };

  const outcome = phase.status === "decided" ? phase.outcome : null;
  // After a spin the wheel keeps its pointer on screen with the card (use-moment-in-view.ts).
  const resultCard = outcome && (
    <DecisionResultCard
      title={i18n._(kind.result.title)}
      result={outcome.chosen.label}
      caption={kind.result.caption && i18n._(kind.result.caption)}
      keepScroll={wheel.settled}
    >
      {kind.resultNote && <p className="result-note">{i18n._(kind.resultNote(outcome, i18n.locale))}</p>}
      <SaveNotice saved={outcome.saved} savedText={t`Added to your decision feed and history.`} />
      <PickAgainButton rows={rows} winnerRowId={outcome.rowId} winner={outcome.chosen.label} onPick={pickAgain} />
      <button type="button" className="button" onClick={startOver}>
        {t`Start Over`}
      </button>
    </DecisionResultCard>
  );

  return (
    <section
      ref={sectionRef}
      className={wheel.view === "wheel" ? "decider decider-wheel" : "decider"}
      aria-labelledby={kind.headingId}
      aria-busy={deciding}
    >
      <ListWithWheel
        heading={i18n._(kind.heading)}
        headingId={kind.headingId}
        wheel={wheel}
        entries={entries}
        entryKind={kind.entryKind}
        onSpin={canDecide ? () => makeDecision(rows) : undefined}
        result={resultCard}
      >
        <ListLinkNotice opening={linkOpening} noun={kind.noun} />
        <form
          ref={formRef}
          onSubmit={(event) => {
            event.preventDefault();
            if (canDecide) makeDecision(rows);
          }}
        >
          {children(deciding && !wheel.spinning)}
          <DecisionButton disabled={!canDecide} busy={deciding} busyLabel={i18n._(kind.busyLabel)}>
            {i18n._(kind.decideLabel)}
          </DecisionButton>
          {entries.length < minimumChoices && <p className="hint">{i18n._(kind.fewEntriesHint)}</p>}
        </form>
        <ShareList list={kind.sharedListOf(entries)} />
        <DecideTogetherLink choices={entries.map((entry) => entry.label)} />
      </ListWithWheel>
      <Announcer message={outcome ? i18n._(kind.result.announced(isolate(outcome.chosen.label))) : ""} />
    </section>
  );
}
