import { createDecisionRecord, type DecisionCategory } from "~/domain/decision-record";
import { recordToSharedFeed } from "~/domain/feed";
import { historyStore, type SaveResult } from "~/storage/decision-history";

/** Saves a finished decision to history and offers it to the shared-feed seam (which sends nothing). */
function recordDecision(input: { choices: readonly string[]; result: string; category: DecisionCategory }): SaveResult {
  const record = createDecisionRecord(input);
  const saved = historyStore.addDecision(record);
  void recordToSharedFeed({ ...input, page: "/", timestamp: record.timestamp });
  return saved;
}

/** How a decider saves what it decided. */
export function useRecordDecision(): typeof recordDecision {
  return recordDecision;
}
