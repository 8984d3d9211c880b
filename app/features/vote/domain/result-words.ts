import { countOf, formatCount } from "~/kernel/format/domain/count";

const names = new Intl.ListFormat("en-GB", { style: "long", type: "conjunction" });

/** Names in running text: “Rent”, “Rent and Light”, “Rent, Light and Size”. */
export function joinNames(list: readonly string[]): string {
  return names.format(list);
}

/** “1 ballot”, “10,000 ballots”. */
export function ballots(count: number): string {
  return countOf(count, "ballot");
}

/** “60 to 40”: how many prefer the first option and how many the second. */
export function versus(forCount: number, againstCount: number): string {
  return `${formatCount(forCount)} to ${formatCount(againstCount)}`;
}

/** The sentence every count that drew ends with: what the draw is and why everyone gets the same. */
export const drawExplained =
  "Ties are settled by a fair draw: each tied option has exactly the same chance, and the draw is seeded by the " +
  "poll and its ballots, so everyone who counts these ballots draws the same.";
