import { useSyncExternalStore } from "react";
import { historyStore, type HistorySnapshot } from "~/storage/decision-history";

const notReadOnServer = () => null;

/** The visitor's history; `null` in the prerendered HTML and until hydration, where nothing is known yet. */
export function useDecisionHistory(): HistorySnapshot | null {
  return useSyncExternalStore(historyStore.subscribe, historyStore.getSnapshot, notReadOnServer);
}
