import { useCallback, useMemo, useState } from "react";
import { WeightedOptionList } from "~/features/wheel/components/weighted-option-list";
import { WheelDecider, type WheelDeciderKind } from "~/features/wheel/components/wheel-decider";
import { formatWeightedChoice } from "~/kernel/records/domain/decision-record-text";
import type { SharedList } from "~/kernel/lists/domain/list-link";
import { pickWeightedIndex } from "~/kernel/random/domain/random";
import {
  collectWeightedRows,
  createWeightedRows,
  defaultWeight,
  formatShare,
  sumWeights,
  type WeightedRow,
} from "~/kernel/lists/domain/weighted-options";
import { useListLink } from "~/kernel/lists/hooks/use-list-link";

export const weightedDecisionDelayMs = 2000;

/**
 * Options with weights: option i wins with probability exactly weight_i / total (docs/product-rules.md, Randomness);
 * blank rows are not among the candidates.
 */
const weighted: WheelDeciderKind<WeightedRow> = {
  heading: "Your options and their weights",
  headingId: "weighted-decider-heading",
  noun: "option",
  emptyRows: () => createWeightedRows(),
  entryOf: (row) => ({ label: row.text.trim(), weight: row.weight }),
  drawWinner: (entries) => pickWeightedIndex(entries.map((entry) => entry.weight)),
  recordedChoice: (entry) => formatWeightedChoice(entry.label, entry.weight),
  sharedListOf: (entries) => ({
    choices: entries.map((entry) => entry.label),
    weights: entries.map((entry) => entry.weight),
  }),
  category: "Weighted Decision",
  delayMs: weightedDecisionDelayMs,
  decideLabel: "Make Weighted Decision",
  busyLabel: "Calculating...",
  result: {
    title: "Weighted Result",
    caption: "Selected based on probability weights",
    announced: "Weighted decision",
  },
  resultNote: ({ chosen: { weight }, entries }) => {
    const total = sumWeights(entries);
    return `Weight ${weight} of ${total}: a ${formatShare(weight, total)} chance.`;
  },
};

export function WeightedDecider() {
  const [rows, setRows] = useState(weighted.emptyRows);
  const linkOpening = useListLink(useCallback((list: SharedList) => setRows(weightedRowsFromLink(list)), []));
  const total = useMemo(() => sumWeights(collectWeightedRows(rows)), [rows]);
  return (
    <WheelDecider kind={weighted} rows={rows} onRowsChange={setRows} linkOpening={linkOpening}>
      {(locked) => (
        <>
          <WeightedOptionList rows={rows} total={total} onChange={setRows} disabled={locked} />
          <div className="weighted-total">
            <p className="weighted-total-value">{`Total weight: ${total}`}</p>
            <p className="hint">
              Tip: a weight of 100 is twice as likely as 50. Only options with text count towards the total.
            </p>
          </div>
        </>
      )}
    </WheelDecider>
  );
}

// A list shared from another page has no weights: every option starts at the default, as if typed in.
const weightedRowsFromLink = ({ choices, weights }: SharedList) =>
  createWeightedRows(choices.map((text, index) => ({ text, weight: weights?.[index] ?? defaultWeight })));
