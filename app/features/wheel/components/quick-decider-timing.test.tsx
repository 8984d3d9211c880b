import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { quickDecisionDelayMs } from "~/features/wheel/components/quick-decider";
import { decisionHistoryKey } from "~/kernel/records/storage/decision-history";
import { renderQuickDecider } from "~/test/render-quick-decider";
import { isolate } from "~/kernel/format/domain/isolate";

async function advance(ms: number) {
  await act(async () => vi.advanceTimersByTime(ms));
}

const storedHistory = () => JSON.parse(localStorage.getItem(decisionHistoryKey) ?? "[]") as Record<string, unknown>[];
const decisionCard = () => screen.queryByRole("region", { name: "AI Decision" });

describe("a quick decision", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
  afterEach(() => vi.useRealTimers());

  it("keeps the suspense for two seconds, then shows, announces and saves one of the choices", async () => {
    renderQuickDecider(" Tea ", "Coffee");
    fireEvent.click(screen.getByRole("button", { name: "Make Decision" }));

    expect(screen.getByRole("button", { name: "Deciding…" })).toBeDisabled();
    await advance(quickDecisionDelayMs - 1);
    expect(decisionCard()).toBeNull();
    expect(storedHistory()).toEqual([]);
    await advance(1);

    const result = decisionCard()?.querySelector(".result-value")?.textContent;
    expect(["Tea", "Coffee"]).toContain(result);
    expect(decisionCard()).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent(`Decision: ${isolate(result ?? "")}`);
    expect(screen.getByText("Added to your decision feed and history.")).toBeInTheDocument();
    expect(storedHistory()).toEqual([
      expect.objectContaining({ choices: ["Tea", "Coffee"], result, category: "Quick Decision", tags: ["quick"] }),
    ]);
  });

  it("clears the old result when deciding again", async () => {
    renderQuickDecider("A", "B");
    fireEvent.click(screen.getByRole("button", { name: "Make Decision" }));
    await advance(quickDecisionDelayMs);
    fireEvent.click(screen.getByRole("button", { name: "Make Decision" }));
    expect(decisionCard()).toBeNull();
    await advance(quickDecisionDelayMs);
    expect(decisionCard()).not.toBeNull();
    expect(storedHistory()).toHaveLength(2);
  });

  it("starts over with two empty choices and focus in the first one", async () => {
    renderQuickDecider("A", "B", "C");
    fireEvent.click(screen.getByRole("button", { name: "Make Decision" }));
    await advance(quickDecisionDelayMs);
    fireEvent.click(screen.getByRole("button", { name: "Start Over" }));

    expect(screen.getAllByRole("textbox").map((input) => (input as HTMLInputElement).value)).toEqual(["", ""]);
    expect(screen.getByRole("textbox", { name: "Choice 1" })).toHaveFocus();
    expect(decisionCard()).toBeNull();
  });

  it("still shows the decision when storage is full, and says it was not saved", async () => {
    renderQuickDecider("A", "B");
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    fireEvent.click(screen.getByRole("button", { name: "Make Decision" }));
    await advance(quickDecisionDelayMs);

    expect(decisionCard()).not.toBeNull();
    expect(screen.getByRole("alert")).toHaveTextContent(
      /could not be saved: your browser’s storage for this site is full/,
    );
    expect(localStorage.getItem(decisionHistoryKey)).toBeNull();
  });
});
