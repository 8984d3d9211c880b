import { useCallback, useState } from "react";
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
  heading: "Your choices",
  headingId: "quick-decider-heading",
  noun: "choice",
  emptyRows: () => createChoiceRows([]),
  entryOf: (row) => ({ label: row.text.trim(), weight: 1 }),
  drawWinner: (entries) => randomIndex(entries.length),
  recordedChoice: (entry) => entry.label,
  sharedListOf: (entries) => ({ choices: entries.map((entry) => entry.label) }),
  category: "Quick Decision",
  delayMs: quickDecisionDelayMs,
  decideLabel: "Make Decision",
  busyLabel: "Deciding…",
  result: { title: "AI Decision", announced: "Decision" },
};

export function QuickDecider() {
  const [rows, setRows] = useState(quick.emptyRows);
  const prefill = useCallback((choices: string[]) => setRows(createChoiceRows(choices)), []);
  usePendingTemplate(prefill);
  const linkOpening = useListLink(useCallback((list: SharedList) => prefill(list.choices), [prefill]));
  return (
    <WheelDecider kind={quick} rows={rows} onRowsChange={setRows} linkOpening={linkOpening}>
      {(locked) => (
        <ChoiceListEditor rows={rows} onChange={setRows} noun="Choice" addLabel="Add Choice" disabled={locked} />
      )}
    </WheelDecider>
  );
}
