import { describe, expect, it } from "vitest";
import { storedDecision as record } from "~/test/decision-records";
import { canReroll, createDecisionRecord, type DecisionOutcome } from "~/kernel/records/domain/decision-record";
import { readDecisionRecord, restoreHistory } from "~/kernel/records/domain/decision-record-restore";
import { describeOutcome } from "~/kernel/records/domain/decision-record-text";

describe("outcomes of several winners", () => {
  const drawOutcome: DecisionOutcome = { kind: "draw", winners: ["Ann", "Bob"], alternates: ["Cy"] };

  it("keeps the winners in draw order on the record", () => {
    const created = createDecisionRecord({
      choices: ["Ann", "Bob", "Cy", "Di"],
      result: "Ann",
      category: "Giveaway Draw",
      outcome: drawOutcome,
    });
    expect(readDecisionRecord(JSON.parse(JSON.stringify(created)))).toEqual(created);
    expect(created.outcome).toEqual(drawOutcome);
  });

  it("reads teams with and without totals", () => {
    const outcome = { kind: "teams", teams: [{ members: ["Ann", "Bob"], total: "12" }, { members: ["Cy"] }] };
    expect(readDecisionRecord({ ...record("1"), outcome })?.outcome).toEqual(outcome);
  });

  it("reads a decision matrix's ranking with the link that reopens it, and describes it in one line", () => {
    const outcome: DecisionOutcome = {
      kind: "matrix",
      ranking: [
        { name: "Old Town flat", points: "61.1" },
        { name: "Harbour loft", points: "52.8" },
      ],
      link: "matrix=1.j.e30",
    };
    // Each test makes its own record inline, so what it restores is in view.
    const created = createDecisionRecord({
      choices: ["Old Town flat", "Harbour loft"],
      result: "Old Town flat",
      category: "Decision Matrix",
      outcome,
    });
    expect(readDecisionRecord(JSON.parse(JSON.stringify(created)))).toEqual(created);
    expect(canReroll(created)).toBe(false);
    expect(describeOutcome(outcome)).toBe("Ranking: 1. Old Town flat (61.1), 2. Harbour loft (52.8)");
    for (const bad of [
      { ...outcome, link: 3 },
      { ...outcome, ranking: [{ name: "A", points: 61.1 }] },
      { ...outcome, ranking: "A" },
    ]) {
      expect(readDecisionRecord({ ...created, outcome: bad })?.outcome).toBeUndefined();
    }
  });

  it("keeps a group vote's result, offers no reroll, and describes it in one line", () => {
    const outcome: DecisionOutcome = {
      kind: "vote",
      question: "Which day?",
      method: "approval",
      ballots: 3,
      standings: ["Friday: 3 approvals", "Monday: 1 approval"],
      drawn: true,
    };
    const created = createDecisionRecord({
      choices: ["Monday", "Friday"],
      result: "Friday",
      category: "Group Vote",
      outcome,
    });
    expect(readDecisionRecord(JSON.parse(JSON.stringify(created)))).toEqual(created);
    expect(canReroll(created)).toBe(false);
    expect(describeOutcome(outcome)).toBe(
      "Which day? (approval vote, 3 ballots): Friday: 3 approvals; Monday: 1 approval; a tie settled by a fair draw",
    );
    for (const bad of [
      { ...outcome, method: "plurality" },
      { ...outcome, ballots: -1 },
      { ...outcome, standings: [1] },
      { ...outcome, drawn: "no" },
    ]) {
      expect(readDecisionRecord({ ...created, outcome: bad })?.outcome).toBeUndefined();
    }
  });

  it("keeps a ranking, with the places a draw settled", () => {
    const outcome: DecisionOutcome = { kind: "ranking", ranking: ["Lisbon", "Porto", "Madrid"], drawnPlaces: [2] };
    const created = createDecisionRecord({
      choices: ["Porto", "Lisbon", "Madrid"],
      result: "Lisbon",
      category: "This or That",
      outcome,
    });
    expect(created.tags).toEqual(["this-or-that", "ranking"]);
    expect(readDecisionRecord(JSON.parse(JSON.stringify(created)))).toEqual(created);
  });

  it("shows a record whose outcome it cannot read, without the outcome", () => {
    for (const outcome of [
      { kind: "draw", winners: "Ann" },
      { kind: "teams", teams: [{ members: [1] }] },
      { kind: "ranking", ranking: ["A", "B"], drawnPlaces: [2] },
      { kind: "ranking", ranking: ["A", "B"], drawnPlaces: [0.5] },
      { kind: "ranking", ranking: ["A", "B"] },
      "x",
    ]) {
      expect(readDecisionRecord({ ...record("1"), outcome })).toEqual(record("1"));
    }
  });

  it("reads a list that was too long to keep, and says so with its count and hash", () => {
    const unkeptList = { count: 100_000, sha256: "ab".repeat(32) };
    const outcome = { ...drawOutcome, unkeptList };
    expect(readDecisionRecord({ ...record("1"), choices: [], outcome })?.outcome).toEqual(outcome);
    expect(describeOutcome(outcome)).toBe(
      `Winners: 1. Ann, 2. Bob; alternates: 1. Cy; from a list of 100,000, too long to keep here (SHA-256 ${"ab".repeat(32)})`,
    );
    const teams: DecisionOutcome = { kind: "teams", teams: [{ members: ["Ann"] }, { members: ["Bob"] }], unkeptList };
    expect(readDecisionRecord({ ...record("1"), outcome: teams })?.outcome).toEqual(teams);
    expect(describeOutcome(teams)).toMatch(/^Team 1: Ann; Team 2: Bob; from a list of 100,000, too long/);
    for (const damaged of [{ count: "many", sha256: "ab".repeat(32) }, { count: 5, sha256: "xyz" }, []]) {
      expect(readDecisionRecord({ ...record("1"), outcome: { ...drawOutcome, unkeptList: damaged } })).toEqual(
        record("1"),
      );
    }
  });
});

describe("restoreHistory", () => {
  it("gives an empty, intact history when nothing is stored", () => {
    expect(restoreHistory(null)).toEqual({ records: [], unreadableEntries: [], corrupt: false });
  });

  it.each(["not json", "{", '{"a":1}', "null", "42", '"text"', "true"])(
    "treats %s as a corrupt history with no records",
    (raw) => {
      expect(restoreHistory(raw)).toEqual({ records: [], unreadableEntries: [], corrupt: true });
    },
  );

  it("keeps well-formed records in stored order", () => {
    const stored = [record("3000"), record("2000"), record("1000")];
    expect(restoreHistory(JSON.stringify(stored)).records.map((r) => r.id)).toEqual(["3000", "2000", "1000"]);
  });

  it("sets aside entries without the expected shape, unchanged", () => {
    const malformed = [
      null,
      "text",
      7,
      [1, 2],
      { ...record("1"), id: 1 },
      { ...record("2"), choices: ["a", 3] },
      { ...record("3"), result: undefined },
      { ...record("4"), timestamp: "not a date" },
      { ...record("5"), category: null },
      { ...record("6"), tags: "quick" },
      { id: "7" },
    ];
    const restored = restoreHistory(JSON.stringify([record("9000"), ...malformed]));
    expect(restored.records.map((r) => r.id)).toEqual(["9000"]);
    expect(restored.unreadableEntries).toEqual(JSON.parse(JSON.stringify(malformed)));
    expect(restored.corrupt).toBe(false);
  });

  it("copies only the known fields of a record", () => {
    const restored = readDecisionRecord({ ...record("1000"), weights: [70, 30] });
    expect(restored).toEqual(record("1000"));
    expect(restored).not.toHaveProperty("weights");
  });

  it("reads every one of 10,000 records, in stored order", () => {
    const raw = JSON.stringify(Array.from({ length: 10_000 }, (_, i) => record(String(1_700_000_000_000 - i))));
    const restored = restoreHistory(raw);
    expect(restored.records).toHaveLength(10_000);
    expect(restored.records[9_999]?.id).toBe(String(1_700_000_000_000 - 9_999));
  });
});
