import { useCallback, useMemo, useState } from "react";
import { Announcer } from "~/kernel/ui/components/announcer";
import { DecisionButton } from "~/kernel/ui/components/decision-button";
import { DecisionResultCard } from "~/kernel/ui/components/decision-result-card";
import { ListLinkNotice } from "~/kernel/lists/components/list-link-notice";
import { PickAgainButton } from "~/features/wheel/components/pick-again-button";
import { SaveNotice } from "~/kernel/records/components/save-notice";
import { ShareList } from "~/kernel/lists/components/share-list";
import { WeightedOptionList } from "~/features/wheel/components/weighted-option-list";
import { ListWithWheel } from "~/features/wheel/components/list-with-wheel";
import { minimumChoices } from "~/kernel/lists/domain/choice-list";
import { formatWeightedChoice } from "~/kernel/records/domain/decision-record-text";
import type { SharedList } from "~/kernel/lists/domain/list-link";
import { pickWeightedIndex } from "~/kernel/random/domain/random";
import {
  collectWeightedOptions,
  collectWeightedRows,
  createWeightedRows,
  defaultWeight,
  formatShare,
  sumWeights,
  type WeightedOption,
  type WeightedRow,
} from "~/kernel/lists/domain/weighted-options";
import { useListLink } from "~/kernel/lists/hooks/use-list-link";
import { useRecordDecision } from "~/kernel/records/hooks/use-record-decision";
import { useStartOver } from "~/kernel/ui/hooks/use-start-over";
import { useWheelDecision } from "~/features/wheel/hooks/use-wheel-decision";
import type { SaveResult } from "~/kernel/records/storage/decision-history";

export const weightedDecisionDelayMs = 2000;

interface WeightedOutcome {
  chosen: WeightedOption;
  /** The row the result came from, for "Pick again without". */
  rowId: number;
  total: number;
  saved: SaveResult;
}

export function WeightedDecider() {
  const recordDecision = useRecordDecision();
  const [rows, setRows] = useState(() => createWeightedRows());
  const decision = useWheelDecision<WeightedOutcome>(weightedDecisionDelayMs);
  const { phase, reset } = decision;
  const { ref: formRef, startOver } = useStartOver<HTMLFormElement>(() => {
    reset();
    setRows(createWeightedRows());
  });
  const linkOpening = useListLink(useCallback((list: SharedList) => setRows(weightedRowsFromLink(list)), []));

  const options = useMemo(() => collectWeightedOptions(rows), [rows]);
  const entries = useMemo(() => options.map(({ text, weight }) => ({ label: text, weight })), [options]);
  const total = sumWeights(options);
  const deciding = phase.status === "deciding";
  const canDecide = options.length >= minimumChoices && !deciding;

  // Option i wins with probability exactly weight_i / total (docs/product-rules.md, Randomness); blank rows
  // are not among the candidates.
  const makeDecision = (from: readonly WeightedRow[]) => {
    const candidates = collectWeightedRows(from);
    const drawn = collectWeightedOptions(candidates);
    decision.decide(
      drawn.map(({ text, weight }) => ({ label: text, weight })),
      () => pickWeightedIndex(drawn.map((option) => option.weight)),
      (index) => {
        const chosen = drawn[index] as WeightedOption;
        const saved = recordDecision({
          choices: drawn.map((option) => formatWeightedChoice(option.text, option.weight)),
          result: chosen.text,
          category: "Weighted Decision",
        });
        return { chosen, rowId: (candidates[index] as WeightedRow).id, total: sumWeights(drawn), saved };
      },
    );
  };

  const pickAgain = (remaining: WeightedRow[]) => {
    setRows(remaining);
    makeDecision(remaining);
  };

  const resultCard = phase.status === "decided" && (
    <DecisionResultCard
      title="Weighted Result"
      result={phase.outcome.chosen.text}
      caption="Selected based on probability weights"
    >
      <p className="result-note">
        {`Weight ${phase.outcome.chosen.weight} of ${phase.outcome.total}: a ${formatShare(phase.outcome.chosen.weight, phase.outcome.total)} chance.`}
      </p>
      <SaveNotice saved={phase.outcome.saved} savedText="Added to your decision feed and history." />
      <PickAgainButton
        rows={rows}
        winnerRowId={phase.outcome.rowId}
        winner={phase.outcome.chosen.text}
        onPick={pickAgain}
      />
      <button type="button" className="button" onClick={startOver}>
        Start Over
      </button>
    </DecisionResultCard>
  );

  return (
    <section
      className={decision.wheel.view === "wheel" ? "decider decider-wheel" : "decider"}
      aria-labelledby="weighted-decider-heading"
      aria-busy={deciding}
    >
      <ListWithWheel
        heading="Your options and their weights"
        headingId="weighted-decider-heading"
        wheel={decision.wheel}
        entries={entries}
        noun="option"
        onSpin={canDecide ? () => makeDecision(rows) : undefined}
        result={resultCard}
      >
        <ListLinkNotice opening={linkOpening} noun="option" />
        <form
          ref={formRef}
          onSubmit={(event) => {
            event.preventDefault();
            if (canDecide) makeDecision(rows);
          }}
        >
          {/* A spin keeps the list it started with, so the list stays open to edits while the wheel turns. */}
          <WeightedOptionList
            rows={rows}
            total={total}
            onChange={setRows}
            disabled={deciding && !decision.wheel.spinning}
          />
          <div className="weighted-total">
            <p className="weighted-total-value">{`Total weight: ${total}`}</p>
            <p className="hint">
              Tip: a weight of 100 is twice as likely as 50. Only options with text count towards the total.
            </p>
          </div>
          <DecisionButton disabled={!canDecide} busy={deciding} busyLabel="Calculating...">
            Make Weighted Decision
          </DecisionButton>
          {options.length < minimumChoices && <p className="hint">Enter at least two options to decide between.</p>}
        </form>
        <ShareList
          list={{ choices: options.map((option) => option.text), weights: options.map((option) => option.weight) }}
        />
      </ListWithWheel>
      <Announcer message={phase.status === "decided" ? `Weighted decision: ${phase.outcome.chosen.text}` : ""} />
    </section>
  );
}

// A list shared from another page has no weights: every option starts at the default, as if typed in.
const weightedRowsFromLink = ({ choices, weights }: SharedList) =>
  createWeightedRows(choices.map((text, index) => ({ text, weight: weights?.[index] ?? defaultWeight })));
