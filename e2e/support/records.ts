import { declinedConsent } from "../fixtures";

/** A decision as the app stores it under `decision-history`. */
export interface StoredRecord {
  id: string;
  choices: string[];
  result: string;
  timestamp: string;
  category: string;
  tags: string[];
}

const start = Date.parse("2030-06-01T12:00:00.000Z");
let made = 0;

/** A quick decision, each one a minute older than the last, with any field overridden. */
export function buildRecord(overrides: Partial<StoredRecord> = {}): StoredRecord {
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
export function historyStorage(records: readonly StoredRecord[]): Record<string, string> {
  return { "cookie-consent": declinedConsent, "decision-history": JSON.stringify(records) };
}
