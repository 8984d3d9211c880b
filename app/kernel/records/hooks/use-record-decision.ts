import {
  createDecisionRecord,
  type DecisionCategory,
  type DecisionOutcome,
} from "~/kernel/records/domain/decision-record";
import { recordToSharedFeed } from "~/kernel/records/domain/shared-feed";
import { historyStore, type SaveResult } from "~/kernel/records/storage/decision-history";

/** Saves a finished decision to history and offers it to the shared-feed seam (which sends nothing). */
function recordDecision(input: {
  choices: readonly string[];
  result: string;
  category: DecisionCategory;
  outcome?: DecisionOutcome;
}): SaveResult {
  const record = createDecisionRecord(input);
  const saved = historyStore.addDecision(record);
  const { choices, result, category } = input;
  void recordToSharedFeed({ choices, result, category, page: "/", timestamp: record.timestamp });
  return saved;
}

/** How a decider saves what it decided. */
export function useRecordDecision(): typeof recordDecision {
  return recordDecision;
}
