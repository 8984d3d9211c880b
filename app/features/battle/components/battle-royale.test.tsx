import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { BattleRoyale } from "~/features/battle/components/battle-royale";
import type { IndexDraw } from "~/kernel/random/domain/random";
import { decisionHistoryKey } from "~/kernel/records/storage/decision-history";
import { isolate } from "~/kernel/format/domain/isolate";

// Every draw 0: the shuffle orders A–E as B, C, D, E, A, so B, C and D get the byes and E meets A;
// then the first-named contestant wins every battle: E, B, D, and B in the final.
const firstAlways: IndexDraw = () => 0;

function renderTournament(draw: IndexDraw = firstAlways) {
  render(
    <StrictMode>
      <MemoryRouter>
        <BattleRoyale draw={draw} />
      </MemoryRouter>
    </StrictMode>,
  );
  return userEvent.setup();
}

const contestant = (n: number) => screen.getByRole("textbox", { name: `Contestant ${n}` });
const values = () => screen.getAllByRole("textbox").map((input) => (input as HTMLInputElement).value);
const battleButton = () => screen.getByRole("button", { name: "Battle!" });
const storedHistory = () => JSON.parse(localStorage.getItem(decisionHistoryKey) ?? "[]") as Record<string, unknown>[];

async function enterContestants(user: ReturnType<typeof userEvent.setup>, names: string[]) {
  for (let n = 5; n <= names.length; n++) await user.click(screen.getByRole("button", { name: "Add Contestant" }));
  for (const [index, name] of names.entries()) if (name) await user.type(contestant(index + 1), name);
}

describe("setting up a tournament", () => {
  it("starts with four blank contestants and counts the valid ones as they are typed", async () => {
    const user = renderTournament();
    expect(values()).toEqual(["", "", "", ""]);
    const start = screen.getByRole("button", { name: "Start Tournament" });
    expect(screen.getByText("Valid Contestants: 0")).toHaveAttribute("aria-live", "polite");
    expect(start).toBeDisabled();
    await user.type(contestant(1), "Ann");
    await user.type(contestant(2), "   ");
    expect(screen.getByText("Valid Contestants: 1")).toBeInTheDocument();
    expect(start).toBeDisabled();
    await user.type(contestant(3), "Bo");
    expect(screen.getByText("Valid Contestants: 2")).toBeInTheDocument();
    expect(start).toBeEnabled();
    expect(screen.getByText(/4, 8 or 16 contestants work best/)).toHaveTextContent(/drawn at random/);
  });
});

describe("a running tournament", () => {
  it("opens at match 1 of the first round with focus on Battle!", async () => {
    const user = renderTournament();
    await enterContestants(user, ["North", "East", "South", "West"]);
    await user.click(screen.getByRole("button", { name: "Start Tournament" }));

    expect(screen.getByRole("heading", { level: 2, name: "Semi-Final" })).toBeInTheDocument();
    expect(screen.getByText("Match 1 of 2")).toBeInTheDocument();
    const progress = screen.getByRole("progressbar", { name: "Tournament progress" });
    expect(progress).toHaveAttribute("value", "0");
    expect(progress).toHaveAttribute("max", "3");
    const arena = screen.getByRole("region", { name: "Battle Arena" });
    expect(arena).toHaveTextContent(/^Battle Arena\w+VS\w+Battle!Shortcut: Ctrl\+Enter$/);
    expect(battleButton()).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent(
      // Each name isolated (U+2068 … U+2069), so a name in another script keeps its direction.
      /^Tournament started\. Semi-Final, match 1 of 2: \u2068\w+\u2069 vs \u2068\w+\u2069\.$/,
    );

    const bracket = screen.getByRole("region", { name: "Bracket" });
    expect(within(bracket).getAllByRole("listitem")).toHaveLength(3);
    expect(within(bracket).getAllByText("To be decided")).toHaveLength(2);
  });

  it("plays five contestants to a champion in four battles, byes never fought, and saves it once", async () => {
    const user = renderTournament();
    await enterContestants(user, [" A ", "", "B", "C", "D", "E"]);
    await user.click(screen.getByRole("button", { name: "Start Tournament" }));

    const bracket = screen.getByRole("region", { name: "Bracket" });
    const quarterFinal = within(bracket).getByRole("region", { name: "Quarter-Final" });
    const byes = within(quarterFinal)
      .getAllByRole("listitem")
      .filter((match) => within(match).queryByText("Bye"));
    expect(byes.map((match) => match.textContent?.replace(/\s+/g, " ").trim())).toEqual([
      "Bye ✓ B (winner) vs Bye 1",
      "Bye ✓ C (winner) vs Bye 2",
      "Bye ✓ D (winner) vs Bye 3",
    ]);
    expect(screen.getByText("Match 1 of 1")).toBeInTheDocument();
    expect(within(bracket).getByRole("listitem", { current: true })).toHaveTextContent("E");

    const seen: string[] = [];
    for (let press = 1; press <= 3; press++) {
      await user.keyboard(press % 2 ? "{Enter}" : " ");
      expect(battleButton()).toHaveFocus();
      seen.push(
        `${screen.getByRole("heading", { level: 2, name: /Final/ }).textContent} ${screen.getByText(/^Match/).textContent}`,
      );
    }
    expect(seen).toEqual(["Semi-Final Match 1 of 2", "Semi-Final Match 2 of 2", "Final Match 1 of 1"]);
    expect(screen.getByRole("status")).toHaveTextContent(
      `${isolate("D")} beats ${isolate("E")}. Next: Final, match 1 of 1: ${isolate("B")} vs ${isolate("D")}.`,
    );
    expect(screen.getByText("Last battle:").parentElement).toHaveTextContent("Last battle: D beats E");
    expect(screen.getByRole("progressbar", { name: "Tournament progress" })).toHaveAttribute("value", "3");
    expect(storedHistory()).toEqual([]);

    await user.keyboard("{Enter}");
    expect(screen.getByRole("heading", { name: "Tournament Complete!" })).toBeInTheDocument();
    const champion = screen.getByRole("region", { name: "Champion" });
    expect(champion).toHaveFocus();
    expect(champion).toHaveTextContent("B");
    expect(champion).toHaveTextContent("Emerged victorious after 2 rounds of battle and a first-round bye!");
    expect(screen.getByRole("status")).toHaveTextContent(
      `${isolate("B")} beats ${isolate("D")}. ${isolate("B")} is the champion!`,
    );
    expect(within(champion).getByRole("link", { name: "View History" })).toHaveAttribute("href", "/history");

    const summary = screen.getByRole("region", { name: "Round by round" });
    const outcomes = (round: string) =>
      within(within(summary).getByRole("region", { name: round }))
        .getAllByRole("listitem")
        .map((item) => item.textContent);
    expect(outcomes("Quarter-Final")).toEqual(["B advanced (bye)", "C advanced (bye)", "D advanced (bye)", "E beat A"]);
    expect(outcomes("Semi-Final")).toEqual(["B beat C", "D beat E"]);
    expect(outcomes("Final")).toEqual(["B beat D"]);

    expect(storedHistory()).toEqual([
      expect.objectContaining({
        choices: ["A", "B", "C", "D", "E"],
        result: "B",
        category: "Battle Royale",
        tags: ["tournament", "battle-royale"],
      }),
    ]);
  });

  it("crowns the second contestant when the coin says so", async () => {
    const user = renderTournament(() => 1);
    await enterContestants(user, ["Left", "Right"]);
    await user.click(screen.getByRole("button", { name: "Start Tournament" }));
    expect(screen.getByRole("heading", { level: 2, name: "Final" })).toBeInTheDocument();
    await user.click(battleButton());
    expect(screen.getByRole("region", { name: "Champion" })).toHaveTextContent(
      /Emerged victorious after 1 round of battle!/,
    );
    expect(storedHistory()).toHaveLength(1);
  });
});

describe("leaving a tournament", () => {
  it("Reset Tournament goes back to four blank contestants, focused, and saves nothing", async () => {
    const user = renderTournament();
    await enterContestants(user, ["A", "B", "C"]);
    await user.click(screen.getByRole("button", { name: "Start Tournament" }));
    await user.click(battleButton());
    await user.click(screen.getByRole("button", { name: "Reset Tournament" }));
    expect(values()).toEqual(["", "", "", ""]);
    expect(contestant(1)).toHaveFocus();
    expect(screen.getByText("Valid Contestants: 0")).toBeInTheDocument();
    expect(storedHistory()).toEqual([]);
  });

  it("New Tournament goes back to four blank contestants, focused", async () => {
    const user = renderTournament();
    await enterContestants(user, ["A", "B"]);
    await user.click(screen.getByRole("button", { name: "Start Tournament" }));
    await user.click(battleButton());
    await user.click(screen.getByRole("button", { name: "New Tournament" }));
    expect(values()).toEqual(["", "", "", ""]);
    expect(contestant(1)).toHaveFocus();
    expect(storedHistory()).toHaveLength(1);
  });
});
