import type { DecisionRecord } from "~/kernel/records/domain/decision-record";
import { declinedConsent } from "#e2e/fixtures";

const start = Date.parse("2030-06-01T12:00:00.000Z");
let made = 0;

/** A quick decision, each one a minute older than the last, with any field overridden. */
export function buildRecord(overrides: Partial<DecisionRecord> = {}): DecisionRecord {
  made += 1;
  const time = start - made * 60_000;
  return {
    id: String(time),
    choices: ["Tea", "Coffee"],
    result: "Tea",
    timestamp: new Date(time).toISOString(),
    category: "Quick Decision",
    tags: ["quick"],
    ...overrides,
  };
}

/** The fixture's `storage` option for a browser holding these decisions (newest first). */
export function historyStorage(records: readonly DecisionRecord[]): Record<string, string> {
  return { "cookie-consent": declinedConsent, "decision-history": JSON.stringify(records) };
}
