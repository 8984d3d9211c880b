import { createDecisionRecord, type DecisionCategory } from "~/domain/decision-record";
import { recordToSharedFeed } from "~/domain/feed";
import { historyStore, type SaveResult } from "~/storage/decision-history";

/** Saves a finished decision to history and offers it to the shared-feed seam (which sends nothing). */
export function recordDecision(
  input: { choices: readonly string[]; result: string; category: DecisionCategory },
  store = historyStore,
): SaveResult {
  const record = createDecisionRecord(input);
  const saved = store.addDecision(record);
  void recordToSharedFeed({ ...input, page: "/", timestamp: record.timestamp });
  return saved;
}
