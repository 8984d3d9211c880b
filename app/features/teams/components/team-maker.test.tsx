import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TeamMaker } from "~/features/teams/components/team-maker";
import { teamsDelayMs } from "~/features/teams/hooks/use-team-split";
import { decodeListLink, encodeListLink, type SharedList } from "~/kernel/lists/domain/list-link";
import { hashText } from "~/kernel/receipts/domain/receipt-hashes";
import { decisionHistoryKey } from "~/kernel/records/storage/decision-history";
import { waitForShown } from "~/test/wait-for-shown";

function renderWithNames(...names: string[]) {
  render(
    <MemoryRouter>
      <TeamMaker />
    </MemoryRouter>,
  );
  for (let i = 2; i < names.length; i++) fireEvent.click(screen.getByRole("button", { name: "Add Name" }));
  names.forEach((text, i) =>
    fireEvent.change(screen.getByRole("textbox", { name: `Name ${i + 1}` }), { target: { value: text } }),
  );
}

const field = (name: string) => screen.getByRole("textbox", { name });
const makeButton = () => screen.getByRole("button", { name: "Make Teams" });
const teamMembers = (n: number) =>
  within(screen.getByRole("list", { name: `Team ${n}` }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);
/** Waits for the teams' cards, whose module loads on demand, to show. */
async function teamCardsLoaded() {
  await act(async () => {
    await import("~/features/teams/components/team-result");
  });
}
/** Presses Make Teams, waits out its delay, and waits for the cards (the split's code loads on demand too). */
async function makeTeamsAndWait() {
  fireEvent.click(makeButton());
  await act(async () => vi.advanceTimersByTime(teamsDelayMs));
  await waitForShown(() => screen.getByRole("region", { name: "Your Teams" }));
}
const storedHistory = () => JSON.parse(localStorage.getItem(decisionHistoryKey) ?? "[]") as Record<string, unknown>[];

describe("making teams", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
  afterEach(() => vi.useRealTimers());

  it("splits the list into teams whose sizes differ by at most one, and saves them", async () => {
    renderWithNames("Ann", "Bob", "Cy", "Di", "Eve");
    await makeTeamsAndWait();
    expect(screen.getByRole("region", { name: "Your Teams" })).toHaveFocus();
    const [first, second] = [teamMembers(1), teamMembers(2)];
    expect([first.length, second.length]).toEqual([3, 2]);
    expect([...first, ...second].sort()).toEqual(["Ann", "Bob", "Cy", "Di", "Eve"]);
    expect(storedHistory()[0]).toMatchObject({
      category: "Teams",
      choices: ["Ann", "Bob", "Cy", "Di", "Eve"],
      outcome: { kind: "teams", teams: [{ members: first }, { members: second }] },
    });
  });

  it("keeps a list of over 1,000 names out of the history: the teams hold them, beside the count and hash", async () => {
    renderWithNames();
    fireEvent.click(screen.getByRole("button", { name: "Edit as text" }));
    const names = Array.from({ length: 1_001 }, (_, index) => `Person ${index + 1}`);
    fireEvent.change(screen.getByRole("textbox", { name: "Names, one per line" }), {
      target: { value: names.join("\n") },
    });
    await makeTeamsAndWait();
    const [record] = storedHistory();
    // The SHA-256 of the list file, as a verifiable split's statement gives it.
    const canonical = `${["teams: 2", "balance by rating: no", "keep apart: none", ...names].join("\n")}\n`;
    expect(record).toMatchObject({
      choices: [],
      outcome: { kind: "teams", unkeptList: { count: 1_001, sha256: hashText(canonical) } },
    });
    const teams = (record?.outcome as { teams: { members: string[] }[] }).teams;
    expect(teams.flatMap((team) => team.members).sort()).toEqual([...names].sort());
  });

  it("balances by rating and shows each team's total and the spread", async () => {
    renderWithNames("A, 8", "B, 7", "C, 6", "D, 5", "E, 4", "F, 3", "G, 2", "H, 1");
    fireEvent.click(screen.getByRole("checkbox", { name: /Balance by rating/ }));
    await makeTeamsAndWait();
    expect(screen.getAllByText("Total 18")).toHaveLength(2);
    expect(screen.getByText("4 each; highest and lowest totals differ by 0.")).toBeInTheDocument();
  });

  it("names a rating that is not a number and a duplicate name, and makes no teams", () => {
    renderWithNames("Ann, 7", "Bob, seven");
    fireEvent.click(screen.getByRole("checkbox", { name: /Balance by rating/ }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Line 2 (“Bob, seven”): the rating “seven” is not a number. Fix it to make teams.",
    );
    expect(makeButton()).toBeDisabled();
    fireEvent.change(field("Name 2"), { target: { value: "Ann" } });
    fireEvent.click(screen.getByRole("checkbox", { name: /Balance by rating/ }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Line 2 (“Ann”): “Ann” is already on line 1: give each person a distinct name. Fix it to make teams.",
    );
  });

  it("names every unreadable line by the number of its field, blank fields counted, the first three and how many more", () => {
    renderWithNames("Ann, x", "", "Bob, -", "Cy, 3", "Di, abc", "Eve", "Fay, 4");
    fireEvent.click(screen.getByRole("checkbox", { name: /Balance by rating/ }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Line 1 (“Ann, x”): the rating “x” is not a number. Line 3 (“Bob, -”): the rating “-” is not a number. " +
        "Line 5 (“Di, abc”): the rating “abc” is not a number. And 1 more line cannot be read. Fix them to make teams.",
    );
    expect(makeButton()).toBeDisabled();
    // Fixed one by one, the count follows, and the list reads once none is left.
    fireEvent.change(field("Name 1"), { target: { value: "Ann, 1" } });
    fireEvent.change(field("Name 6"), { target: { value: "Eve, 2" } });
    expect(screen.getByRole("alert")).toHaveTextContent(
      /^Line 3 \(“Bob, -”\): .* Line 5 \(“Di, abc”\): .* Fix them to make teams\.$/,
    );
    fireEvent.change(field("Name 3"), { target: { value: "Bob, 5" } });
    fireEvent.change(field("Name 5"), { target: { value: "Di, 6" } });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(makeButton()).toBeEnabled();
  });

  it("names every name that is on the list twice", () => {
    renderWithNames("Ann", "Bob", "", "Ann", "Bob", "Cy");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Line 4 (“Ann”): “Ann” is already on line 1: give each person a distinct name. " +
        "Line 5 (“Bob”): “Bob” is already on line 2: give each person a distinct name. Fix them to make teams.",
    );
    expect(makeButton()).toBeDisabled();
  });

  it("names the two lines of names that look alike but are written differently", async () => {
    renderWithNames("\u039flga", "Bob", "", "Olga, 7");
    const notice = await waitForShown(() => screen.getByText(/Some names look alike/).parentElement as HTMLElement);
    expect(within(notice).getByRole("listitem")).toHaveTextContent(
      "Lines 1 and 4 look alike: “\u039flga” and “Olga” (different letters that look the same).",
    );
    expect(makeButton()).toBeEnabled();
  });

  it("says at the field when there are more teams than people", () => {
    renderWithNames("Ann", "Bob", "Cy");
    fireEvent.change(field("Number of teams"), { target: { value: "4" } });
    expect(field("Number of teams")).toHaveAccessibleDescription("There are 3 people: make at most that many teams.");
    expect(makeButton()).toBeDisabled();
  });

  it("says at which pair the keep-apart rules could not be met, and makes no teams", async () => {
    renderWithNames("Ann", "Bob", "Cy");
    fireEvent.change(field("Number of teams"), { target: { value: "1" } });
    fireEvent.change(field("Keep apart (optional)"), { target: { value: "Ann, Bob" } });
    fireEvent.click(makeButton());
    await act(async () => vi.advanceTimersByTime(teamsDelayMs));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "The keep-apart rules could not be met in 1 team by the documented order of placing people (list order). " +
        // The names, typed by the visitor, are set apart from the sentence (U+2068 … U+2069).
        "It stops at \u2068Ann\u2069 and \u2068Bob\u2069. Drop a rule or change the number of teams. No teams were made.",
    );
    expect(screen.queryByRole("region", { name: "Your Teams" })).toBeNull();
    expect(storedHistory()).toEqual([]);
  });

  it("names every keep-apart line that cannot be read, blank lines counted", () => {
    renderWithNames("Ann", "Bob");
    fireEvent.change(field("Keep apart (optional)"), { target: { value: "Ann, Zed" } });
    expect(field("Keep apart (optional)")).toHaveAccessibleDescription(
      "One group per line, names separated by commas: no two of them share a team. " +
        "Line 1 (“Ann, Zed”): “Zed” is not on the list.",
    );
    expect(makeButton()).toBeDisabled();
    fireEvent.change(field("Keep apart (optional)"), { target: { value: "Ann, Zed\n\nAnn, Bob\nBob, Bob" } });
    expect(field("Keep apart (optional)")).toHaveAccessibleDescription(
      "One group per line, names separated by commas: no two of them share a team. " +
        "Line 1 (“Ann, Zed”): “Zed” is not on the list. Line 4 (“Bob, Bob”): “Bob” is named twice.",
    );
    expect(makeButton()).toBeDisabled();
  });

  it("states the setup before a verifiable split, then gives a receipt and a statement with a new secret", async () => {
    renderWithNames("Ann", "Bob", "Cy", "Di");
    fireEvent.click(screen.getByRole("checkbox", { name: /Verifiable teams/ }));
    // The composer loads on demand.
    await waitForShown(() => screen.getByLabelText("Statement"));
    const statement = () => screen.getByLabelText("Statement").textContent ?? "";
    const first = statement();
    expect(first).toMatch(/^AI Decision Maker verifiable teams, version 4\npeople: 4\nteams: 2\n/);
    fireEvent.change(field("Number of teams"), { target: { value: "3" } });
    expect(statement()).toContain("\nteams: 3\n");
    const [secretLine] = statement().match(/secret hex SHA-256: \w+/) ?? [];
    await makeTeamsAndWait();
    // The receipt's panel loads on demand.
    const card = screen.getByRole("region", { name: "Your Teams" });
    expect(await waitForShown(() => within(card).getByRole("heading", { name: "Receipt" }))).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Download receipt" })).toBeInTheDocument();
    // Each secret serves one split: the next statement has another.
    expect(statement()).not.toContain(secretLine);
  });
});

describe("sharing teams", () => {
  afterEach(() => {
    vi.useRealTimers();
    window.history.replaceState(null, "", "/");
  });

  const made = new Date(2026, 10, 24, 18, 30).getTime();
  const sharedTeams: SharedList = {
    choices: ["Ann, 8", "Bob, 7", "Cy, 6", "Di, 5", "Eve, 4"],
    teams: {
      members: [
        ["Ann", "Cy"],
        ["Bob", "Di", "Eve"],
      ],
      totals: [1400, 1600],
      apart: "Ann, Bob",
      madeAt: made,
    },
  };

  async function openLink(fragment: string) {
    window.history.replaceState(null, "", `/teams#${fragment}`);
    render(
      <MemoryRouter>
        <TeamMaker />
      </MemoryRouter>,
    );
    await screen.findByText(/shared link/);
    await teamCardsLoaded();
  }

  it("shares the teams made, with the list and options they were made from, in a link", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    renderWithNames("Ann, 8", "Bob, 7", "Cy, 6", "Di, 5");
    fireEvent.click(screen.getByRole("checkbox", { name: /Balance by rating/ }));
    fireEvent.change(field("Keep apart (optional)"), { target: { value: "Ann, Bob" } });
    const before = Date.now();
    await makeTeamsAndWait();
    vi.useRealTimers();
    const card = screen.getByRole("region", { name: "Your Teams" });
    // No share sheet and no clipboard here: the link is shown to copy by hand.
    fireEvent.click(within(card).getByRole("button", { name: "Share teams" }));
    const url = new URL(
      ((await within(card).findByRole("textbox", { name: "Link to these teams" })) as HTMLInputElement).value,
    );
    expect(url.pathname).toBe(window.location.pathname);
    const reading = await decodeListLink(url.hash);
    if (reading.status !== "opened") throw new Error(reading.status);
    const { teams } = reading.list;
    expect(reading.list.choices).toEqual(["Ann, 8", "Bob, 7", "Cy, 6", "Di, 5"]);
    expect(teams?.members).toEqual([teamMembers(1), teamMembers(2)]);
    expect(teams?.totals).toEqual([1300, 1300]);
    expect(teams?.apart).toBe("Ann, Bob");
    expect(teams?.madeAt).toBeGreaterThanOrEqual(before);
  });

  it("opens shared teams as someone else's: the same cards and totals, not saved, their list and options filled in", async () => {
    await openLink(await encodeListLink(sharedTeams));
    const card = screen.getByRole("region", { name: "Teams shared with you" });
    expect(card).toHaveFocus();
    expect(teamMembers(1)).toEqual(["Ann", "Cy"]);
    expect(teamMembers(2)).toEqual(["Bob", "Di", "Eve"]);
    expect(within(card).getByText("Total 14")).toBeInTheDocument();
    expect(within(card).getByText("Total 16")).toBeInTheDocument();
    expect(within(card).getByText("2 or 3 each; highest and lowest totals differ by 2.")).toBeInTheDocument();
    const when = new Date(made).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
    expect(card).toHaveTextContent(
      `Someone made these teams on ${when} and shared them with you; they are not in your history.`,
    );
    expect(within(card).queryByText(/Saved to your history/)).toBeNull();
    expect(screen.queryByText("2 teams made.")).toBeNull();
    expect(storedHistory()).toEqual([]);

    // The list and options they were made from: Make Teams makes new teams, the visitor's own.
    expect(field("Name 5")).toHaveValue("Eve, 4");
    expect(field("Number of teams")).toHaveValue("2");
    expect(screen.getByRole("checkbox", { name: /Balance by rating/ })).toBeChecked();
    expect(field("Keep apart (optional)")).toHaveValue("Ann, Bob");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await makeTeamsAndWait();
    expect(screen.queryByRole("region", { name: "Teams shared with you" })).toBeNull();
    expect(screen.getByRole("region", { name: "Your Teams" })).toBeInTheDocument();
    expect(storedHistory()).toHaveLength(1);
  });

  it("says a damaged teams link could not be read, and keeps the names and teams the visitor had", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    renderWithNames("Ann", "Bob", "Cy");
    await makeTeamsAndWait();
    vi.useRealTimers();
    const mine = [teamMembers(1), teamMembers(2)];
    const fragment = await encodeListLink(sharedTeams);
    window.location.hash = fragment.slice(0, -6);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This link’s list could not be read: the link may have been cut short or changed. Nothing was filled in",
    );
    expect(
      [field("Name 1"), field("Name 2"), field("Name 3")].map((input) => (input as HTMLInputElement).value),
    ).toEqual(["Ann", "Bob", "Cy"]);
    expect(screen.getByRole("region", { name: "Your Teams" })).toBeInTheDocument();
    expect([teamMembers(1), teamMembers(2)]).toEqual(mine);
    expect(screen.queryByRole("region", { name: "Teams shared with you" })).toBeNull();
  });
});
