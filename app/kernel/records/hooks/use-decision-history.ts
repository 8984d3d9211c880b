import { useSyncExternalStore } from "react";
import { historyStore, type HistorySnapshot } from "~/kernel/records/storage/decision-history";

const notReadOnServer = () => null;

/** The visitor's history; `null` in the prerendered HTML and until hydration, where nothing is known yet. */
export function useDecisionHistory(): HistorySnapshot | null {
  return useSyncExternalStore(historyStore.subscribe, historyStore.getSnapshot, notReadOnServer);
}

const historyTransfer = {
  /** Every stored entry that can be read, unknown fields included: what a JSON export holds. */
  readableEntries: () => historyStore.readableEntries(),
  /** Merges the entries of an export into the history. */
  importDecisions: historyStore.importDecisions,
};

/** What export and import do with the stored history. */
export function useHistoryTransfer(): typeof historyTransfer {
  return historyTransfer;
}
