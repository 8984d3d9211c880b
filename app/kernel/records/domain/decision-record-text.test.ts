import { describe, expect, it } from "vitest";
import type { DecisionOutcome } from "~/kernel/records/domain/decision-record";
import { describeOutcome, formatWeightedChoice } from "~/kernel/records/domain/decision-record-text";

describe("outcomes of several winners", () => {
  const drawOutcome: DecisionOutcome = { kind: "draw", winners: ["Ann", "Bob"], alternates: ["Cy"] };

  it("describes the outcome in one line", () => {
    expect(describeOutcome(drawOutcome)).toBe("Winners: 1. Ann, 2. Bob; alternates: 1. Cy");
    expect(describeOutcome({ kind: "draw", winners: ["Ann"], alternates: [] })).toBe("Winners: 1. Ann");
    expect(
      describeOutcome({ kind: "teams", teams: [{ members: ["Ann", "Bob"], total: "12" }, { members: ["Cy"] }] }),
    ).toBe("Team 1: Ann, Bob (total 12); Team 2: Cy");
    expect(describeOutcome({ kind: "ranking", ranking: ["Lisbon", "Porto", "Madrid"], drawnPlaces: [1] })).toBe(
      "Ranking: 1. Lisbon, 2. Porto, 3. Madrid; settled by a draw: 1 over 2",
    );
    expect(describeOutcome({ kind: "ranking", ranking: ["Lisbon", "Porto"], drawnPlaces: [] })).toBe(
      "Ranking: 1. Lisbon, 2. Porto",
    );
  });
});

describe("formatWeightedChoice", () => {
  it("shows the weight as a percentage after the option", () => {
    expect(formatWeightedChoice("Pizza", 70)).toBe("Pizza (70%)");
  });
});
