import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WeightedDecider, weightedDecisionDelayMs } from "~/features/wheel/components/weighted-decider";
import { pickWeightedIndex } from "~/kernel/random/domain/random";
import { decisionHistoryKey } from "~/kernel/records/storage/decision-history";
import { wheelPreferencesKey } from "~/features/wheel/storage/wheel-preferences";
import { isolate } from "~/kernel/format/domain/isolate";

// The real draw, observed: tests can see which weights it was given and script its answer.
vi.mock("~/kernel/random/domain/random", async (importOriginal) => {
  const random = await importOriginal<typeof import("~/kernel/random/domain/random")>();
  return { ...random, pickWeightedIndex: vi.fn(random.pickWeightedIndex) };
});

// user-event's document focus listeners wrap the result card's focus move in a synchronous act,
// which React reports as an un-awaited act; plain events keep these timed tests exact and quiet.
function renderWithOptions(...options: [text: string, weight: number][]) {
  render(
    <MemoryRouter>
      <WeightedDecider />
    </MemoryRouter>,
  );
  for (let i = 2; i < options.length; i++) fireEvent.click(screen.getByRole("button", { name: "Add Option" }));
  options.forEach(([text, weight], i) => {
    fireEvent.change(screen.getByRole("textbox", { name: `Option ${i + 1}` }), { target: { value: text } });
    fireEvent.change(screen.getByRole("slider", { name: `Weight for option ${i + 1}` }), {
      target: { value: String(weight) },
    });
  });
}

async function advance(ms: number) {
  await act(async () => vi.advanceTimersByTime(ms));
}

const storedHistory = () => JSON.parse(localStorage.getItem(decisionHistoryKey) ?? "[]") as Record<string, unknown>[];
const resultCard = () => screen.queryByRole("region", { name: "Weighted Result" });
const resultText = () => resultCard()?.querySelector(".result-value")?.textContent;

describe("a weighted decision", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
  afterEach(() => vi.useRealTimers());

  it("shows Calculating... for two seconds, then shows, announces and saves the pick", async () => {
    // On the card the list is locked while the pick is made; the wheel leaves it open (wheel-view.test.tsx).
    localStorage.setItem(wheelPreferencesKey, JSON.stringify({ view: "card" }));
    renderWithOptions([" Pizza ", 70], ["Sushi", 30]);
    fireEvent.click(screen.getByRole("button", { name: "Make Weighted Decision" }));

    expect(screen.getByRole("button", { name: "Calculating..." })).toBeDisabled();
    expect(screen.getByRole("slider", { name: "Weight for option 1" })).toBeDisabled();
    await advance(weightedDecisionDelayMs - 1);
    expect(resultCard()).toBeNull();
    expect(storedHistory()).toEqual([]);
    await advance(1);

    const result = resultText();
    expect(["Pizza", "Sushi"]).toContain(result);
    expect(resultCard()).toHaveFocus();
    expect(screen.getByText("Selected based on probability weights")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(`Weighted decision: ${isolate(result ?? "")}`);
    expect(screen.getByText("Added to your decision feed and history.")).toBeInTheDocument();
    expect(storedHistory()).toEqual([
      expect.objectContaining({
        choices: ["Pizza (70%)", "Sushi (30%)"],
        result,
        category: "Weighted Decision",
        tags: ["weighted"],
      }),
    ]);
  });

  it("draws over the weights of the options with text only, and names the winner's chance", async () => {
    renderWithOptions(["Pizza", 70], ["", 100], ["Sushi", 30], ["Tacos", 20]);
    vi.mocked(pickWeightedIndex).mockReturnValueOnce(1);
    fireEvent.click(screen.getByRole("button", { name: "Make Weighted Decision" }));
    await advance(weightedDecisionDelayMs);

    expect(pickWeightedIndex).toHaveBeenCalledWith([70, 30, 20]);
    expect(resultText()).toBe("Sushi");
    expect(screen.getByText("Weight 30 of 120: a 25% chance.")).toBeInTheDocument();
    expect(storedHistory()[0]).toMatchObject({
      choices: ["Pizza (70%)", "Sushi (30%)", "Tacos (20%)"],
      result: "Sushi",
    });
  });

  it("starts over with two blank options at weight 50 and focus in the first one", async () => {
    renderWithOptions(["A", 10], ["B", 90], ["C", 1]);
    fireEvent.click(screen.getByRole("button", { name: "Make Weighted Decision" }));
    await advance(weightedDecisionDelayMs);
    fireEvent.click(screen.getByRole("button", { name: "Start Over" }));

    expect(screen.getAllByRole("textbox").map((input) => (input as HTMLInputElement).value)).toEqual(["", ""]);
    expect(screen.getAllByRole("slider").map((input) => (input as HTMLInputElement).value)).toEqual(["50", "50"]);
    expect(screen.getByRole("textbox", { name: "Option 1" })).toHaveFocus();
    expect(resultCard()).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("still shows the pick when storage is full, and says it was not saved", async () => {
    renderWithOptions(["A", 50], ["B", 50]);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    fireEvent.click(screen.getByRole("button", { name: "Make Weighted Decision" }));
    await advance(weightedDecisionDelayMs);

    expect(resultCard()).not.toBeNull();
    expect(screen.getByRole("alert")).toHaveTextContent(/could not be saved/);
  });
});
