import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DecisionHistory } from "~/features/history/components/decision-history";
import type { DecisionRecord } from "~/kernel/records/domain/decision-record";
import { decisionHistoryKey, historyBackupKeyPrefix } from "~/kernel/records/storage/decision-history";
import { undoWindowMs } from "~/features/history/hooks/use-undoable-delete";

let nextId = 0;
function record(overrides: Partial<DecisionRecord> = {}): DecisionRecord {
  nextId += 1;
  return {
    id: String(1_900_000_000_000 - nextId * 60_000),
    choices: ["Tea", "Coffee"],
    result: "Tea",
    timestamp: new Date(1_900_000_000_000 - nextId * 60_000).toISOString(),
    category: "Quick Decision",
    tags: ["quick"],
    ...overrides,
  };
}

function CurrentSearch() {
  return <output aria-label="Current search">{useLocation().search}</output>;
}

function renderHistory(records: DecisionRecord[] | null, url = "/history") {
  if (records) localStorage.setItem(decisionHistoryKey, JSON.stringify(records));
  const Stub = createRoutesStub([
    {
      path: "/history",
      Component: () => (
        <>
          <DecisionHistory />
          <CurrentSearch />
        </>
      ),
    },
    { path: "/", Component: () => <h1>Home page</h1> },
  ]);
  render(<Stub initialEntries={[url]} />);
}

const stored = () => JSON.parse(localStorage.getItem(decisionHistoryKey) ?? "[]") as DecisionRecord[];
const card = (result: string) => screen.getByRole("article", { name: result });
// `hidden: true` skips the visibility checks, which are slow over a hundred cards in jsdom.
const cards = () => screen.queryAllByRole("article", { hidden: true });
const cardResults = () => cards().map((article) => within(article).getByRole("heading").textContent);
const currentSearch = () => screen.getByRole("status", { name: "Current search" }).textContent;

describe("the history page", () => {
  it("shows each decision with its time, its choices with the winner marked, and its tags", () => {
    renderHistory([
      record({
        result: "Pizza",
        choices: ["Pizza (70%)", "Sushi (30%)"],
        category: "Weighted Decision",
        tags: ["weighted"],
      }),
    ]);
    const pizza = card("Pizza");
    expect(within(pizza).getByText("Weighted Decision")).toBeInTheDocument();
    expect(pizza.querySelector("time")?.getAttribute("dateTime")).toBe(stored()[0]!.timestamp);
    const choices = within(within(pizza).getByRole("list", { name: "Choices" })).getAllByRole("listitem");
    expect(choices.map((choice) => choice.textContent)).toEqual(["✓ Pizza (70%) (chosen)", "Sushi (30%)"]);
    expect(within(choices[0]!).getByText("Pizza (70%)").tagName).toBe("STRONG");
    expect(within(pizza).getByRole("list", { name: "Tags" })).toHaveTextContent("#weighted");
    expect(within(pizza).getByRole("button", { name: "Reroll “Pizza”" })).toBeEnabled();
    expect(within(pizza).getByRole("button", { name: "Delete “Pizza”" })).toBeEnabled();
  });

  it("says a draw's list was too long to keep, with its count and hash, and shows no choices for it", () => {
    const sha256 = "0123456789abcdef".repeat(4);
    renderHistory([
      record({
        result: "Ann",
        choices: [],
        category: "Giveaway Draw",
        tags: ["giveaway", "draw"],
        outcome: { kind: "draw", winners: ["Ann", "Bob"], alternates: [], unkeptList: { count: 100_000, sha256 } },
      }),
    ]);
    const ann = card("Ann");
    expect(
      within(ann).getByText(
        `Winners: 1. Ann, 2. Bob; from a list of 100,000, too long to keep here (SHA-256 ${sha256})`,
      ),
    ).toBeInTheDocument();
    expect(within(ann).queryByRole("list", { name: "Choices" })).toBeNull();
    expect(within(ann).queryByRole("button", { name: /^Reroll/ })).toBeNull();
  });

  it("shows stored text literally", () => {
    const payload = "<img src=x onerror=alert(1)>";
    renderHistory([record({ result: payload, choices: [payload, "<b>bold</b>"] })]);
    expect(screen.getByRole("heading", { name: payload })).toBeInTheDocument();
    expect(screen.getByText("<b>bold</b>")).toBeInTheDocument();
    expect(document.querySelector("main img, img")).toBeNull();
  });

  it("shows decisions that share an id, as hand-edited data may", () => {
    renderHistory([record({ id: "1", result: "One" }), record({ id: "1", result: "Other" })]);
    expect(cardResults()).toEqual(["One", "Other"]);
  });

  it("offers a first decision when the history is empty, without search or category fields", () => {
    renderHistory(null);
    expect(screen.getByText("No decisions yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Make Your First Decision" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("searchbox")).toBeNull();
    expect(screen.queryByRole("combobox")).toBeNull();
  });

  it("says when the stored history could not be read, and that it is copied aside before the next save", () => {
    localStorage.setItem(decisionHistoryKey, "{not json");
    renderHistory(null);
    expect(screen.getByText(/Your saved history could not be read\. It stays unchanged/)).toHaveTextContent(
      `(key ${historyBackupKeyPrefix}…) before your next decision is saved.`,
    );
    expect(screen.getByText("No decisions yet")).toBeInTheDocument();
  });

  it("says the unreadable history was kept aside once only its backup remains", () => {
    localStorage.setItem(`${historyBackupKeyPrefix}2024-01-01T00:00:00.000Z`, "{not json");
    renderHistory(null);
    expect(screen.getByText(/Your saved history could not be read, so it was kept aside unchanged/)).toHaveTextContent(
      `(key ${historyBackupKeyPrefix}…). New decisions are saved normally.`,
    );
    expect(screen.queryByText(/It stays unchanged/)).toBeNull();
  });

  it("says when this browser cannot keep a history at all", () => {
    const blocked = vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("Access is denied.", "SecurityError");
    });
    try {
      renderHistory(null);
      expect(
        screen.getByText(/This browser does not allow this site to keep a history \(storage is disabled or blocked\)/),
      ).toBeInTheDocument();
      expect(screen.getByText("No decisions yet")).toBeInTheDocument();
    } finally {
      // The shared clean-up clears localStorage, so it must be reachable again by then.
      blocked.mockRestore();
    }
  });
});

describe("searching and filtering the history", () => {
  const records = [
    record({ result: "Pizza", choices: ["Pizza", "Sushi"] }),
    record({ result: "Walk", choices: ["Walk (60%)", "Bike (40%)"], category: "Weighted Decision" }),
    record({ result: "Red", choices: ["Red", "Blue"], category: "Battle Royale" }),
  ];

  it("finds the search text in results and choices, ignoring case, and keeps it in the URL once typing pauses", async () => {
    renderHistory(records);
    const user = userEvent.setup();
    await user.type(screen.getByRole("searchbox", { name: "Search decisions" }), "SUSHI");
    expect(cardResults()).toEqual(["Pizza"]);
    expect(screen.getByText("1 of 3 decisions match.")).toBeInTheDocument();
    expect(currentSearch()).toBe("");
    await waitFor(() => expect(currentSearch()).toBe("?q=SUSHI"));

    await user.clear(screen.getByRole("searchbox", { name: "Search decisions" }));
    expect(cardResults()).toEqual(["Pizza", "Walk", "Red"]);
    await waitFor(() => expect(currentSearch()).toBe(""));
  });

  it("starts from the search and category in the URL", () => {
    renderHistory(records, "/history?q=b&category=Weighted+Decision");
    expect(screen.getByRole("searchbox", { name: "Search decisions" })).toHaveValue("b");
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveValue("Weighted Decision");
    expect(cardResults()).toEqual(["Walk"]);
  });

  it("filters by exact category, offering each category once", async () => {
    renderHistory(records);
    const user = userEvent.setup();
    const dropdown = screen.getByRole("combobox", { name: "Category" });
    expect(
      within(dropdown)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All categories", "Battle Royale", "Quick Decision", "Weighted Decision"]);
    await user.selectOptions(dropdown, "Battle Royale");
    expect(cardResults()).toEqual(["Red"]);
    expect(currentSearch()).toBe("?category=Battle+Royale");
  });

  it("says so when nothing matches", async () => {
    renderHistory(records);
    await userEvent.setup().type(screen.getByRole("searchbox", { name: "Search decisions" }), "lasagne");
    expect(screen.getByText("No decisions match your search.")).toBeInTheDocument();
    expect(screen.queryByText("No decisions yet")).toBeNull();
  });

  it("shows 50 decisions at a time and moves focus to the first newly shown one", () => {
    renderHistory(Array.from({ length: 60 }, (_, i) => record({ result: `Decision ${i + 1}` })));
    expect(cards()).toHaveLength(50);
    // By text: naming every card's buttons for a role query takes seconds in jsdom.
    fireEvent.click(screen.getByText("Show 10 more", { selector: "button" }));
    expect(cards()).toHaveLength(60);
    expect(cards()[50]).toHaveAccessibleName("Decision 51");
    expect(cards()[50]).toHaveFocus();
    expect(screen.queryByText(/Show \d+ more/)).toBeNull();
  });
});

describe("rerolling a decision", () => {
  it("alerts a new pick from the original choices and saves nothing", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    renderHistory([record({ result: "Walk", choices: ["Walk (60%)", "Bike (40%)", "Bus (1%)"] })]);
    const before = localStorage.getItem(decisionHistoryKey);
    await userEvent.setup().click(screen.getByRole("button", { name: "Reroll “Walk”" }));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(["New decision: Walk (60%)", "New decision: Bike (40%)", "New decision: Bus (1%)"]).toContain(
      alert.mock.calls[0]![0],
    );
    expect(localStorage.getItem(decisionHistoryKey)).toBe(before);
  });
});

describe("deleting a decision", () => {
  afterEach(() => vi.useRealTimers());
  const records = () => [record({ result: "First" }), record({ result: "Second" }), record({ result: "Third" })];

  // Plain events: user-event's own timers would have to be driven through the fake clock too.
  it("removes it at once, offers Undo for 8 seconds, and Undo puts it back with focus on it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    renderHistory(records());
    fireEvent.click(screen.getByRole("button", { name: "Delete “Second”" }));

    expect(cardResults()).toEqual(["First", "Third"]);
    expect(stored().map((entry) => entry.result)).toEqual(["First", "Third"]);
    expect(card("Third")).toHaveFocus();
    expect(screen.getByText("Decision deleted.")).toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(undoWindowMs - 1));
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));

    expect(cardResults()).toEqual(["First", "Second", "Third"]);
    expect(stored().map((entry) => entry.result)).toEqual(["First", "Second", "Third"]);
    expect(card("Second")).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
  });

  it("withdraws the Undo offer after 8 seconds, and a new delete replaces it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    renderHistory(records());
    fireEvent.click(screen.getByRole("button", { name: "Delete “Third”" }));
    expect(card("Second")).toHaveFocus();
    await act(async () => vi.advanceTimersByTime(5_000));
    fireEvent.click(screen.getByRole("button", { name: "Delete “First”" }));
    expect(card("Second")).toHaveFocus();

    await act(async () => vi.advanceTimersByTime(undoWindowMs - 1));
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(cardResults()).toEqual(["First", "Second"]);

    fireEvent.click(screen.getByRole("button", { name: "Delete “Second”" }));
    await act(async () => vi.advanceTimersByTime(undoWindowMs));
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
    expect(stored().map((entry) => entry.result)).toEqual(["First"]);
  });

  it("keeps the offer while it holds focus", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    renderHistory(records());
    fireEvent.click(screen.getByRole("button", { name: "Delete “First”" }));
    act(() => screen.getByRole("button", { name: "Undo" }).focus());
    await act(async () => vi.advanceTimersByTime(undoWindowMs * 3));
    expect(screen.getByRole("button", { name: "Undo" })).toBeInTheDocument();
  });

  it("says so when storage refuses the delete or the undo, until dismissed", () => {
    renderHistory(records());
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("Access is denied.", "SecurityError");
    });
    fireEvent.click(screen.getByRole("button", { name: "Delete “First”" }));
    expect(cardResults()).toEqual(["First", "Second", "Third"]);
    expect(screen.getByText(/could not be deleted/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText(/could not be deleted/)).toBeNull();

    setItem.mockRestore();
    fireEvent.click(screen.getByRole("button", { name: "Delete “First”" }));
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(screen.getByText(/could not be restored: your browser’s storage for this site is full/)).toBeInTheDocument();
    expect(stored().map((entry) => entry.result)).toEqual(["Second", "Third"]);
  });

  it("moves focus to the list heading when the last decision is deleted, and shows the empty state", () => {
    renderHistory([record({ result: "Only" })]);
    fireEvent.click(screen.getByRole("button", { name: "Delete “Only”" }));
    expect(screen.getByRole("heading", { name: "Saved decisions" })).toHaveFocus();
    expect(screen.getByText("No decisions yet")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Undo" })).toBeInTheDocument();
  });
});
