import { useCallback, useState } from "react";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ChoiceListEditor } from "~/kernel/lists/components/choice-list-editor";
import { WheelDecider, type WheelDeciderKind } from "~/features/wheel/components/wheel-decider";
import { createChoiceRows, type ChoiceRow } from "~/kernel/lists/domain/choice-list";
import type { SharedList } from "~/kernel/lists/domain/list-link";
import { randomIndex } from "~/kernel/random/domain/random";
import { useListLink } from "~/kernel/lists/hooks/use-list-link";
import { usePendingTemplate } from "~/kernel/lists/hooks/use-pending-template";

export const quickDecisionDelayMs = 2000;

/** Plain choices, each as likely as any other. */
const quick: WheelDeciderKind<ChoiceRow> = {
  heading: msg`Your choices`,
  headingId: "quick-decider-heading",
  noun: "choice",
  entryKind: "choice",
  fewEntriesHint: msg`Enter at least two choices to decide between.`,
  emptyRows: () => createChoiceRows([]),
  entryOf: (row) => ({ label: row.text.trim(), weight: 1 }),
  drawWinner: (entries) => randomIndex(entries.length),
  recordedChoice: (entry) => entry.label,
  sharedListOf: (entries) => ({ choices: entries.map((entry) => entry.label) }),
  category: "Quick Decision",
  delayMs: quickDecisionDelayMs,
  decideLabel: msg`Make Decision`,
  busyLabel: msg`Deciding…`,
  result: { title: msg`AI Decision`, announced: (winner) => msg`Decision: ${winner}` },
};

export function QuickDecider() {
  const { t } = useLingui();
  const [rows, setRows] = useState(quick.emptyRows);
  const prefill = useCallback((choices: string[]) => setRows(createChoiceRows(choices)), []);
  usePendingTemplate(prefill);
  const linkOpening = useListLink(useCallback((list: SharedList) => prefill(list.choices), [prefill]));
  return (
    <WheelDecider kind={quick} rows={rows} onRowsChange={setRows} linkOpening={linkOpening}>
      {(locked) => (
        <ChoiceListEditor rows={rows} onChange={setRows} noun="Choice" addLabel={t`Add Choice`} disabled={locked} />
      )}
    </WheelDecider>
  );
}
