import type { DecisionRecord } from "~/kernel/records/domain/decision-record";

/** A stored quick decision whose id is its time in milliseconds, as the app makes them; `overrides` changes any field. */
export const storedDecision = (id: string, overrides: Partial<DecisionRecord> = {}): DecisionRecord => ({
  id,
  choices: ["Tea", "Coffee"],
  result: "Tea",
  timestamp: new Date(Number(id)).toISOString(),
  category: "Quick Decision",
  tags: ["quick"],
  ...overrides,
});
