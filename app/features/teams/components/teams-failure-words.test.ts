import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/runtime";
import { wordTeamsFailure } from "~/features/teams/components/teams-failure-words";

const english = createI18n("en", {});
const [a, b] = ["\u2068a\u2069", "\u2068b\u2069"];

describe("why no teams were made, in words", () => {
  it("says what the list-order search found, and where it stopped, with the names set apart", () => {
    expect(
      wordTeamsFailure(english, {
        kind: "unmet-by-list-order",
        teams: 1,
        stoppedAt: { first: "a", second: "b", withEarlier: false },
      }),
    ).toBe(
      "The keep-apart rules could not be met in 1 team by the documented order of placing people (list order). " +
        `It stops at ${a} and ${b}. Drop a rule or change the number of teams. No teams were made.`,
    );
    expect(
      wordTeamsFailure(english, {
        kind: "unmet-by-list-order",
        teams: 2,
        stoppedAt: { first: "a", second: "b", withEarlier: true },
      }),
    ).toBe(
      "The keep-apart rules could not be met in 2 teams by the documented order of placing people (list order). " +
        `It stops at ${a} and ${b}, with the pairs before it. Drop a rule or change the number of teams. No teams were made.`,
    );
  });

  it("says which bound a split would pass, with the number written in the page's language", () => {
    expect(wordTeamsFailure(english, { kind: "too-many-placements", bound: 200_000 })).toMatch(
      /^Keeping these pairs apart needs more than 200,000 tries of the search/,
    );
    expect(wordTeamsFailure(createI18n("de", {}), { kind: "too-many-teams", bound: 1_000 })).toContain("1.000");
  });
});
