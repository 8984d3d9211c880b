import { DecideTogetherLink } from "~/features/vote";
import { useCallback, useMemo, useState } from "react";
import { Announcer } from "~/kernel/ui/components/announcer";
import { ChoiceListEditor } from "~/kernel/lists/components/choice-list-editor";
import { DecisionButton } from "~/kernel/ui/components/decision-button";
import { DecisionResultCard } from "~/kernel/ui/components/decision-result-card";
import { ListLinkNotice } from "~/kernel/lists/components/list-link-notice";
import { PickAgainButton } from "~/features/wheel/components/pick-again-button";
import { SaveNotice } from "~/kernel/records/components/save-notice";
import { ShareList } from "~/kernel/lists/components/share-list";
import { ListWithWheel } from "~/features/wheel/components/list-with-wheel";
import {
  collectChoiceRows,
  collectChoices,
  createChoiceRows,
  minimumChoices,
  type ChoiceRow,
} from "~/kernel/lists/domain/choice-list";
import type { SharedList } from "~/kernel/lists/domain/list-link";
import { randomIndex } from "~/kernel/random/domain/random";
import { useListLink } from "~/kernel/lists/hooks/use-list-link";
import { usePendingTemplate } from "~/kernel/lists/hooks/use-pending-template";
import { useRecordDecision } from "~/kernel/records/hooks/use-record-decision";
import { useStartOver } from "~/kernel/ui/hooks/use-start-over";
import { useWheelDecision } from "~/features/wheel/hooks/use-wheel-decision";
import type { SaveResult } from "~/kernel/records/storage/decision-history";

export const quickDecisionDelayMs = 2000;

interface QuickOutcome {
  result: string;
  /** The row the result came from, for "Pick again without". */
  rowId: number;
  saved: SaveResult;
}

export function QuickDecider() {
  const recordDecision = useRecordDecision();
  const [rows, setRows] = useState(() => createChoiceRows([]));
  const decision = useWheelDecision<QuickOutcome>(quickDecisionDelayMs);
  const { phase, reset } = decision;
  const { ref: formRef, startOver } = useStartOver<HTMLFormElement>(() => {
    reset();
    setRows(createChoiceRows([]));
  });
  const prefill = useCallback((choices: string[]) => setRows(createChoiceRows(choices)), []);
  usePendingTemplate(prefill);
  const linkOpening = useListLink(useCallback((list: SharedList) => prefill(list.choices), [prefill]));

  const choices = useMemo(() => collectChoices(rows), [rows]);
  const entries = useMemo(() => choices.map((label) => ({ label, weight: 1 })), [choices]);
  const deciding = phase.status === "deciding";
  const canDecide = choices.length >= minimumChoices && !deciding;

  const makeDecision = (from: readonly ChoiceRow[]) => {
    const candidates = collectChoiceRows(from);
    const texts = collectChoices(candidates);
    decision.decide(
      texts.map((label) => ({ label, weight: 1 })),
      () => randomIndex(candidates.length),
      (winner) => {
        const chosen = candidates[winner] as ChoiceRow;
        const result = chosen.text.trim();
        const saved = recordDecision({ choices: texts, result, category: "Quick Decision" });
        return { result, rowId: chosen.id, saved };
      },
    );
  };

  const pickAgain = (remaining: ChoiceRow[]) => {
    setRows(remaining);
    makeDecision(remaining);
  };

  const resultCard = phase.status === "decided" && (
    <DecisionResultCard title="AI Decision" result={phase.outcome.result}>
      <SaveNotice saved={phase.outcome.saved} savedText="Added to your decision feed and history." />
      <PickAgainButton rows={rows} winnerRowId={phase.outcome.rowId} winner={phase.outcome.result} onPick={pickAgain} />
      <button type="button" className="button" onClick={startOver}>
        Start Over
      </button>
    </DecisionResultCard>
  );

  return (
    <section
      className={decision.wheel.view === "wheel" ? "decider decider-wheel" : "decider"}
      aria-labelledby="quick-decider-heading"
      aria-busy={deciding}
    >
      <ListWithWheel
        heading="Your choices"
        headingId="quick-decider-heading"
        wheel={decision.wheel}
        entries={entries}
        noun="choice"
        onSpin={canDecide ? () => makeDecision(rows) : undefined}
        result={resultCard}
      >
        <ListLinkNotice opening={linkOpening} noun="choice" />
        <form
          ref={formRef}
          onSubmit={(event) => {
            event.preventDefault();
            if (canDecide) makeDecision(rows);
          }}
        >
          {/* A spin keeps the list it started with, so the list stays open to edits while the wheel turns. */}
          <ChoiceListEditor
            rows={rows}
            onChange={setRows}
            noun="Choice"
            addLabel="Add Choice"
            disabled={deciding && !decision.wheel.spinning}
          />
          <DecisionButton disabled={!canDecide} busy={deciding} busyLabel="Deciding…">
            Make Decision
          </DecisionButton>
          {choices.length < minimumChoices && <p className="hint">Enter at least two choices to decide between.</p>}
        </form>
        <ShareList list={{ choices }} />
        <DecideTogetherLink choices={choices} />
      </ListWithWheel>
      <Announcer message={phase.status === "decided" ? `Decision: ${phase.outcome.result}` : ""} />
    </section>
  );
}
