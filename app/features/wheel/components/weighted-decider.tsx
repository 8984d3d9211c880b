import { useCallback, useMemo, useState } from "react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
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
  heading: msg`Your options and their weights`,
  headingId: "weighted-decider-heading",
  noun: "option",
  entryKind: "option",
  fewEntriesHint: msg`Enter at least two options to decide between.`,
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
  decideLabel: msg`Make Weighted Decision`,
  busyLabel: msg`Calculating...`,
  result: {
    title: msg`Weighted Result`,
    caption: msg`Selected based on probability weights`,
    announced: (winner) => msg`Weighted decision: ${winner}`,
  },
  resultNote: ({ chosen: { weight }, entries }, locale) => {
    const total = sumWeights(entries);
    const share = formatShare(weight, total, locale);
    return msg`Weight ${weight} of ${total}: a ${share} chance.`;
  },
};

export function WeightedDecider() {
  const { t } = useLingui();
  const [rows, setRows] = useState(weighted.emptyRows);
  const linkOpening = useListLink(useCallback((list: SharedList) => setRows(weightedRowsFromLink(list)), []));
  const total = useMemo(() => sumWeights(collectWeightedRows(rows)), [rows]);
  return (
    <WheelDecider kind={weighted} rows={rows} onRowsChange={setRows} linkOpening={linkOpening}>
      {(locked) => (
        <>
          <WeightedOptionList rows={rows} total={total} onChange={setRows} disabled={locked} />
          <div className="weighted-total">
            <p className="weighted-total-value">{t`Total weight: ${total}`}</p>
            <p className="hint">
              <Trans>
                Tip: a weight of 100 is twice as likely as 50. Only options with text count towards the total.
              </Trans>
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
