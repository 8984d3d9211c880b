import { describe, expect, it } from "vitest";
import { storedDecision as record } from "~/test/decision-records";
import type { DecisionRecord } from "~/kernel/records/domain/decision-record";
import {
  insertDecisions,
  prependDecision,
  removeDecision,
  restoreDecision,
  takenIds,
} from "~/kernel/records/domain/history-entries";

const unreadable = { id: "1500", note: "from another version" };

describe("takenIds", () => {
  it("holds the ids of readable and unreadable entries alike", () => {
    expect(takenIds([record("2000"), unreadable, "stray text", null])).toEqual(new Set(["2000", "1500", undefined]));
  });
});

describe("prependDecision", () => {
  it("puts the decision first and leaves every other entry as it was", () => {
    const entries = [record("2000"), unreadable, record("1000")];
    expect(prependDecision(entries, record("3000"))).toEqual({
      entries: [record("3000"), ...entries],
      record: record("3000"),
    });
  });

  it("moves a taken millisecond id on past every taken one, an unreadable entry's too", () => {
    const added = prependDecision([record("1500", { result: "Coffee" }), unreadable], record("1500"));
    expect(added.record.id).toBe("1501");
  });

  it("gives a taken id that is not a millisecond count a numbered suffix", () => {
    const added = prependDecision(
      [record("1000", { id: "imported" }), { id: "imported-1" }],
      record("1000", { id: "imported" }),
    );
    expect(added.record.id).toBe("imported-2");
  });

  it("stores only the record's own fields, in arrays of its own", () => {
    const given = { ...record("3000"), weights: [70, 30] };
    const { entries, record: stored } = prependDecision([], given);
    expect(entries[0]).toEqual(record("3000"));
    expect(stored.choices).not.toBe(given.choices);
    expect(stored.tags).not.toBe(given.tags);
  });

  it("stores the outcome of a decision with several winners, undo included", () => {
    const outcome: DecisionRecord["outcome"] = { kind: "draw", winners: ["Tea"], alternates: ["Coffee"] };
    const drawn = record("3000", { category: "Giveaway Draw", outcome });
    const { entries } = prependDecision([], drawn);
    expect(entries).toEqual([drawn]);
    expect((entries[0] as DecisionRecord).outcome).not.toBe(outcome);
    expect(restoreDecision([], drawn)?.record).toEqual(drawn);
  });
});

describe("removeDecision", () => {
  it("takes out the first readable decision with the id and says which it was", () => {
    const entries = [record("3000"), unreadable, { ...record("2000"), weights: [1] }, record("2000")];
    expect(removeDecision(entries, "2000")).toEqual({
      entries: [record("3000"), unreadable, record("2000")],
      record: record("2000"),
    });
  });

  it("never takes out an unreadable entry, even with that id", () => {
    expect(removeDecision([record("3000"), unreadable], "1500")).toBeNull();
  });

  it("finds nothing to remove for an unknown id", () => {
    expect(removeDecision([record("3000")], "nope")).toBeNull();
  });
});

describe("restoreDecision", () => {
  // Two decisions in one millisecond: the later one got the bumped id.
  const entries = [record("5000"), record("4000", { id: "4001" }), record("4000"), record("3000")];

  it.each(entries.map((entry) => [entry.id, entry]))("puts %s back where it was", (_, removed) => {
    const without = entries.filter((entry) => entry !== removed);
    expect(restoreDecision(without, removed)).toEqual({ entries, record: removed });
  });

  it("puts a decision right before the next older readable one, past unreadable entries", () => {
    expect(restoreDecision([record("5000"), unreadable, record("3000")], record("4000"))?.entries).toEqual([
      record("5000"),
      unreadable,
      record("4000"),
      record("3000"),
    ]);
  });

  it("puts a decision older than every readable one at the end", () => {
    expect(restoreDecision([record("2000"), unreadable], record("1000"))?.entries).toEqual([
      record("2000"),
      unreadable,
      record("1000"),
    ]);
  });

  it("does nothing when a readable decision with the id is already there", () => {
    expect(restoreDecision(entries, record("3000", { result: "Coffee" }))).toBeNull();
  });
});

describe("insertDecisions", () => {
  it("puts each decision in timestamp order and says what was stored", () => {
    const entries = [record("5000"), unreadable, record("3000"), record("1000")];
    expect(insertDecisions(entries, [record("2000"), record("4000"), record("6000")])).toEqual({
      entries: [
        record("6000"),
        record("5000"),
        unreadable,
        record("4000"),
        record("3000"),
        record("2000"),
        record("1000"),
      ],
      records: [record("2000"), record("4000"), record("6000")],
    });
  });

  it("gives each decision an id no entry has, nor any decision inserted with it", () => {
    const coffee = record("2000", { result: "Coffee" });
    const water = record("2000", { result: "Water" });
    const { entries, records } = insertDecisions([record("2000"), { id: "2001" }], [coffee, water]);
    expect(records.map((stored) => stored.id)).toEqual(["2002", "2003"]);
    expect(entries).toEqual([{ ...water, id: "2003" }, { ...coffee, id: "2002" }, record("2000"), { id: "2001" }]);
  });
});
