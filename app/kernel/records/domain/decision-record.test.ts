import { describe, expect, it } from "vitest";
import { storedDecision as record } from "~/test/decision-records";
import {
  canReroll,
  compareNewestFirst,
  reopensInTool,
  createDecisionRecord,
  findUnusedId,
  type DecisionOutcome,
} from "~/kernel/records/domain/decision-record";

describe("createDecisionRecord", () => {
  it("uses the millisecond timestamp as id and the ISO time as timestamp", () => {
    const now = new Date("2025-03-01T12:00:00.123Z");
    const created = createDecisionRecord({ choices: ["A", "B"], result: "B", category: "Quick Decision" }, now);
    expect(created).toEqual({
      id: String(now.getTime()),
      choices: ["A", "B"],
      result: "B",
      timestamp: "2025-03-01T12:00:00.123Z",
      category: "Quick Decision",
      tags: ["quick"],
    });
  });

  it.each([
    ["Quick Decision", ["quick"]],
    ["Weighted Decision", ["weighted"]],
    ["AI Reasoned Decision", ["ai-reasoning", "analyzed"]],
    ["Battle Royale", ["tournament", "battle-royale"]],
    ["Giveaway Draw", ["giveaway", "draw"]],
    ["Teams", ["teams"]],
    ["Decision Matrix", ["matrix", "criteria"]],
  ] as const)("tags a %s with %j", (category, tags) => {
    expect(createDecisionRecord({ choices: ["A"], result: "A", category }).tags).toEqual(tags);
  });

  it("does not share arrays with its input or with the tag table", () => {
    const choices = ["A", "B"];
    const created = createDecisionRecord({ choices, result: "A", category: "Battle Royale" });
    created.choices.push("C");
    created.tags.push("x");
    expect(choices).toEqual(["A", "B"]);
    expect(createDecisionRecord({ choices, result: "A", category: "Battle Royale" }).tags).toHaveLength(2);
  });
});

describe("outcomes of several winners", () => {
  const drawOutcome: DecisionOutcome = { kind: "draw", winners: ["Ann", "Bob"], alternates: ["Cy"] };

  it("offers Reroll only where one uniform pick is a fair new draw", () => {
    expect(canReroll(record("1"))).toBe(true);
    expect(canReroll({ ...record("1", { category: "Giveaway Draw" }), outcome: drawOutcome })).toBe(false);
    const ranking: DecisionOutcome = { kind: "ranking", ranking: ["Pizza", "Sushi"], drawnPlaces: [] };
    expect(canReroll({ ...record("1", { category: "This or That" }), outcome: ranking })).toBe(false);
  });

  it("opens a ranking again in its tool, and nothing else", () => {
    const outcome: DecisionOutcome = { kind: "ranking", ranking: ["Pizza", "Sushi"], drawnPlaces: [] };
    expect(reopensInTool({ ...record("1", { category: "This or That" }), outcome })).toBe(true);
    expect(reopensInTool(record("1"))).toBe(false);
    expect(reopensInTool({ ...record("1"), outcome: drawOutcome })).toBe(false);
  });
});

describe("findUnusedId", () => {
  it("keeps a free id", () => {
    expect(findUnusedId("1000", () => false)).toBe("1000");
  });

  it("moves a taken millisecond id on by one millisecond until it is free", () => {
    const taken = new Set(["1000", "1001"]);
    expect(findUnusedId("1000", (id) => taken.has(id))).toBe("1002");
  });

  it("numbers a taken non-numeric id", () => {
    const taken = new Set(["abc", "abc-1"]);
    expect(findUnusedId("abc", (id) => taken.has(id))).toBe("abc-2");
  });
});

describe("compareNewestFirst", () => {
  it("puts the later timestamp first, then the later id within one millisecond", () => {
    const sorted = [record("1000"), record("3000"), record("3000", { id: "3001" }), record("2000")].toSorted(
      compareNewestFirst,
    );
    expect(sorted.map((r) => r.id)).toEqual(["3001", "3000", "2000", "1000"]);
  });
});
