import { describe, expect, it } from "vitest";
import type { DecisionRecord } from "~/kernel/records/domain/decision-record";
import { filterHistory, listCategories } from "~/features/history/domain/history-filter";

let nextId = 1;
function record(overrides: Partial<DecisionRecord> = {}): DecisionRecord {
  const id = nextId++;
  return {
    id: String(id),
    choices: ["Tea", "Coffee"],
    result: "Tea",
    timestamp: new Date(Date.UTC(2030, 0, 1, 0, 0, id)).toISOString(),
    category: "Quick Decision",
    tags: ["quick"],
    ...overrides,
  };
}

const results = (records: DecisionRecord[]) => records.map((entry) => entry.result);

describe("filterHistory", () => {
  const pizza = record({ result: "Pizza", choices: ["Pizza", "Sushi"] });
  const weighted = record({
    result: "Walk",
    choices: ["Walk (70%)", "Bike (30%)"],
    category: "Weighted Decision",
    tags: ["weighted"],
  });
  const tournament = record({ result: "Red", choices: ["Red", "Blue", "Green"], category: "Battle Royale" });
  const records = [pizza, weighted, tournament];

  it("keeps everything, in order, when the search is blank and no category is chosen", () => {
    expect(filterHistory(records, { query: "   ", category: "" })).toEqual(records);
  });

  it("finds the search text in the result, ignoring case and surrounding spaces", () => {
    expect(results(filterHistory(records, { query: "  pIZZ ", category: "" }))).toEqual(["Pizza"]);
  });

  it("finds the search text in any of the original choices", () => {
    expect(results(filterHistory(records, { query: "SUSHI", category: "" }))).toEqual(["Pizza"]);
    expect(results(filterHistory(records, { query: "bike (30", category: "" }))).toEqual(["Walk"]);
    expect(results(filterHistory(records, { query: "green", category: "" }))).toEqual(["Red"]);
  });

  it("keeps only the exact category", () => {
    expect(results(filterHistory(records, { query: "", category: "Battle Royale" }))).toEqual(["Red"]);
    expect(filterHistory(records, { query: "", category: "battle royale" })).toEqual([]);
    expect(filterHistory(records, { query: "", category: "Battle" })).toEqual([]);
  });

  it("needs both the search text and the category to match when both are given", () => {
    expect(results(filterHistory(records, { query: "r", category: "Battle Royale" }))).toEqual(["Red"]);
    expect(filterHistory(records, { query: "pizza", category: "Battle Royale" })).toEqual([]);
  });

  it("searches the text literally, so markup and pattern characters match only themselves", () => {
    const payload = record({ result: "<img src=x onerror=alert(1)>", choices: ["a.*b"] });
    expect(filterHistory([payload, pizza], { query: "<IMG", category: "" })).toEqual([payload]);
    expect(filterHistory([payload, pizza], { query: ".*", category: "" })).toEqual([payload]);
  });

  it("searches 10,000 records, finding the one match or none", () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      record({
        result: `Option ${i}`,
        choices: [`Option ${i}`, `Alternative ${i}`, "Something much longer that does not match at all", "Tea"],
        category: i % 2 === 0 ? "Quick Decision" : "Weighted Decision",
      }),
    );
    expect(filterHistory(many, { query: "no such decision", category: "" })).toEqual([]);
    expect(results(filterHistory(many, { query: "ALTERNATIVE 4242", category: "Quick Decision" }))).toEqual([
      "Option 4242",
    ]);
  });
});

describe("listCategories", () => {
  it("lists each category once, alphabetically, leaving out blank ones", () => {
    const records = [
      record({ category: "Weighted Decision" }),
      record({ category: "Battle Royale" }),
      record({ category: "Weighted Decision" }),
      record({ category: "  " }),
      record({ category: "Quick Decision" }),
    ];
    expect(listCategories(records)).toEqual(["Battle Royale", "Quick Decision", "Weighted Decision"]);
  });

  it("lists nothing for an empty history", () => {
    expect(listCategories([])).toEqual([]);
  });
});
