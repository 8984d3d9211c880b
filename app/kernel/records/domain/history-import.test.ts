import { describe, expect, it } from "vitest";
import { compareNewestFirst, type DecisionRecord } from "~/kernel/records/domain/decision-record";
import { readDecisionRecord } from "~/kernel/records/domain/decision-record-restore";
import {
  explainUnreadable,
  mergeImportedRecords,
  parseHistoryFile,
  type EntryProblem,
} from "~/kernel/records/domain/history-import";

/** A decision made at `seconds` past a fixed minute; its id is that ms time, as the app makes them. */
function record(seconds: number, overrides: Partial<DecisionRecord> = {}): DecisionRecord {
  const time = Date.UTC(2030, 0, 1, 12, 0, seconds);
  return {
    id: String(time),
    choices: ["Tea", "Coffee"],
    result: `Result ${seconds}`,
    timestamp: new Date(time).toISOString(),
    category: "Quick Decision",
    tags: ["quick"],
    ...overrides,
  };
}

/** `entry` with one field left out. */
function without(entry: DecisionRecord, field: keyof DecisionRecord): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...entry };
  delete copy[field];
  return copy;
}

const results = (entries: unknown[]) => entries.map((entry) => (entry as { result?: unknown }).result);

describe("parseHistoryFile", () => {
  it("reads a JSON array, with or without a byte order mark", () => {
    expect(parseHistoryFile(JSON.stringify([record(1)]))).toEqual({ entries: [record(1)] });
    expect(parseHistoryFile(`\uFEFF${JSON.stringify([])}`)).toEqual({ entries: [] });
  });

  it.each(["", "{not json", "Date,Category\r\n2030-01-01,Quick", "[1,2"])("says %j is not JSON", (text) => {
    expect(parseHistoryFile(text)).toEqual({ problem: "not-json" });
  });

  it.each(['{"decisions":[]}', "null", '"text"', "12"])("says %s is not an array", (text) => {
    expect(parseHistoryFile(text)).toEqual({ problem: "not-an-array" });
  });
});

describe("explainUnreadable", () => {
  const cases: [unknown, EntryProblem | null][] = [
    [record(1), null],
    [{ ...record(1), extra: true }, null],
    [null, { problem: "not-a-decision" }],
    ["Pizza", { problem: "not-a-decision" }],
    [[record(1)], { problem: "not-a-decision" }],
    [without(record(1), "result"), { problem: "missing", field: "result" }],
    [
      { ...record(1), id: 7 },
      { problem: "not-text", field: "id" },
    ],
    [
      { ...record(1), category: null },
      { problem: "not-text", field: "category" },
    ],
    [without(record(1), "timestamp"), { problem: "missing", field: "timestamp" }],
    [
      { ...record(1), timestamp: "yesterday" },
      { problem: "not-a-date", field: "timestamp" },
    ],
    [
      { ...record(1), choices: "Tea, Coffee" },
      { problem: "not-a-list-of-text", field: "choices" },
    ],
    [
      { ...record(1), choices: ["Tea", 2] },
      { problem: "not-a-list-of-text", field: "choices" },
    ],
    [without(record(1), "tags"), { problem: "missing", field: "tags" }],
  ];

  it.each(cases)("explains %j as %j, and is null exactly when readDecisionRecord reads it", (entry, reason) => {
    expect(explainUnreadable(entry)).toEqual(reason);
    expect(readDecisionRecord(entry) === null).toBe(reason !== null);
  });
});

describe("mergeImportedRecords", () => {
  it("adds everything to an empty history, newest first whatever the file's order", () => {
    const file = [record(1), record(3), record(2)];
    const { entries, summary, added } = mergeImportedRecords([], file);
    expect(entries).toEqual([record(3), record(2), record(1)]);
    expect(summary).toEqual({ added: 3, alreadyPresent: 0, rejected: [] });
    expect(added).toEqual([record(3), record(2), record(1)]);
  });

  it("imports a This or That ranking with its outcome", () => {
    const ranked = record(4, {
      category: "This or That",
      tags: ["this-or-that", "ranking"],
      outcome: { kind: "ranking", ranking: ["Coffee", "Tea"], drawnPlaces: [1] },
    });
    const { entries, added } = mergeImportedRecords([], JSON.parse(JSON.stringify([ranked])) as unknown[]);
    expect(entries).toEqual([ranked]);
    expect(added.map(readDecisionRecord)).toEqual([ranked]);
  });

  it("counts ids already stored as present and leaves the stored decision as it is", () => {
    const stored = [record(5), record(3)];
    const changed = { ...record(3), result: "Edited elsewhere" };
    const { entries, summary } = mergeImportedRecords(stored, [changed, record(4), record(5)]);
    expect(entries).toEqual([record(5), record(4), record(3)]);
    expect(summary).toEqual({ added: 1, alreadyPresent: 2, rejected: [] });
  });

  it("adds nothing the second time the same file is imported", () => {
    const file = [record(9), record(8), record(7)];
    const once = mergeImportedRecords([record(10)], file).entries;
    const twice = mergeImportedRecords(once, file);
    expect(twice.entries).toEqual(once);
    expect(twice.summary).toEqual({ added: 0, alreadyPresent: 3, rejected: [] });
  });

  it("counts a repeated id within the file once", () => {
    const { entries, summary } = mergeImportedRecords([], [record(1), { ...record(1), result: "Twin" }]);
    expect(results(entries)).toEqual(["Result 1"]);
    expect(summary).toEqual({ added: 1, alreadyPresent: 1, rejected: [] });
  });

  it("rejects unreadable entries with their position and reason, and adds the rest", () => {
    const file = [record(1), "Pizza", without(record(2), "result"), { ...record(3), tags: "quick" }, record(4)];
    const { entries, summary } = mergeImportedRecords([], file);
    expect(results(entries)).toEqual(["Result 4", "Result 1"]);
    expect(summary).toEqual({
      added: 2,
      alreadyPresent: 0,
      rejected: [
        { entry: 2, reason: { problem: "not-a-decision" } },
        { entry: 3, reason: { problem: "missing", field: "result" } },
        { entry: 4, reason: { problem: "not-a-list-of-text", field: "tags" } },
      ],
    });
  });

  it("never moves, changes or drops stored entries, unreadable ones included", () => {
    const oddOne = { id: "legacy-1", text: "from an old version" };
    const withExtra = { ...record(6), note: "a field this version does not know" };
    const stored: unknown[] = [withExtra, oddOne, record(4), "garbage", record(2)];
    const { entries } = mergeImportedRecords(stored, [record(5), record(3), record(1), record(7)]);
    expect(entries).toEqual([
      record(7),
      withExtra,
      oddOne,
      record(5),
      record(4),
      "garbage",
      record(3),
      record(2),
      record(1),
    ]);
    expect(entries.filter((entry) => stored.includes(entry))).toEqual(stored);
  });

  it("does not add a decision whose id an unreadable stored entry holds", () => {
    const stored = [{ id: record(1).id, shape: "from a later version" }];
    const { entries, summary } = mergeImportedRecords(stored, [record(1)]);
    expect(entries).toEqual(stored);
    expect(summary).toEqual({ added: 0, alreadyPresent: 1, rejected: [] });
  });

  it("keeps unknown fields of imported decisions, so an export imports back exactly", () => {
    const exported = [{ ...record(2), note: "kept" }, record(1)];
    expect(mergeImportedRecords([], exported).entries).toEqual(exported);
  });

  it("imports a decision matrix with its ranking and the link that reopens it", () => {
    const matrix = record(3, {
      category: "Decision Matrix",
      tags: ["matrix", "criteria"],
      result: "Tea",
      outcome: {
        kind: "matrix",
        ranking: [
          { name: "Tea", points: "70.0" },
          { name: "Coffee", points: "30.0" },
        ],
        link: "matrix=1.j.e30",
      },
    });
    const { entries, added } = mergeImportedRecords([], [JSON.parse(JSON.stringify(matrix))]);
    expect(entries).toEqual([matrix]);
    expect(added).toEqual([matrix]);
  });

  it("imports draws with their whole list and draws that kept only its count and hash, each as it was", () => {
    const whole = record(2, {
      category: "Giveaway Draw",
      choices: ["Ann (3 tickets)", "Bob"],
      outcome: { kind: "draw", winners: ["Ann"], alternates: ["Bob"] },
    });
    const unkeptList = { count: 100_000, sha256: "ab".repeat(32) };
    const counted = record(1, {
      category: "Giveaway Draw",
      choices: [],
      outcome: { kind: "draw", winners: ["Entrant 7"], alternates: [], unkeptList },
    });
    const { entries, summary } = mergeImportedRecords([], JSON.parse(JSON.stringify([whole, counted])));
    expect(entries).toEqual([whole, counted]);
    expect(summary).toMatchObject({ added: 2 });
    expect(entries.map((entry) => readDecisionRecord(entry)?.outcome)).toEqual([whole.outcome, counted.outcome]);
  });

  it("returns a new list and leaves its arguments alone", () => {
    const stored = [record(3)];
    const file = [record(4)];
    const { entries } = mergeImportedRecords(stored, file);
    expect(entries).not.toBe(stored);
    expect(stored).toEqual([record(3)]);
    expect(file).toEqual([record(4)]);
  });

  it("merges 10,000 into 10,000, keeping newest first", () => {
    const stored = Array.from({ length: 10_000 }, (_, i) => record(-2 * i));
    const file = Array.from({ length: 10_000 }, (_, i) => record(-2 * i - 1));
    const { entries, summary } = mergeImportedRecords(stored, file);
    expect(summary.added).toBe(10_000);
    const readable = entries.map((entry) => readDecisionRecord(entry)!);
    expect(readable.slice(1).every((entry, i) => compareNewestFirst(readable[i]!, entry) < 0)).toBe(true);
  });
});
