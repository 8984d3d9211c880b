import { createI18n } from "~/i18n/runtime";
import { describe, expect, it } from "vitest";
import { formatTeamsText } from "~/features/teams/domain/teams-text";

const english = createI18n("en", {});

describe("formatTeamsText", () => {
  it("writes one team after another, members one per line, with each total when rated", () => {
    const teams = [
      { members: ["Ann", "Bob"], total: "12.5" },
      { members: ["Cy"], total: "12" },
    ];
    expect(formatTeamsText(english, teams)).toBe("Team 1 (total 12.5)\nAnn\nBob\n\nTeam 2 (total 12)\nCy");
    expect(formatTeamsText(english, [{ members: ["Ann", "Bob"] }, { members: ["Cy"] }])).toBe(
      "Team 1\nAnn\nBob\n\nTeam 2\nCy",
    );
  });
});
