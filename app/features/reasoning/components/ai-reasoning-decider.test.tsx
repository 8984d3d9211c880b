import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AiReasoningDecider, aiReasoningDelayMs } from "~/features/reasoning/components/ai-reasoning-decider";
import { decodeListLink } from "~/kernel/lists/domain/list-link";
import { decisionHistoryKey } from "~/kernel/records/storage/decision-history";

// Plain events rather than user-event: its focus listeners wrap the result card's focus move in an
// un-awaited act under fake timers (see quick-decider-timing.test.tsx).
function renderWithOptions(options: string[], context = "") {
  render(
    <MemoryRouter>
      <AiReasoningDecider />
    </MemoryRouter>,
  );
  for (let i = 2; i < options.length; i++) fireEvent.click(screen.getByRole("button", { name: "Add Option" }));
  options.forEach((text, i) => {
    fireEvent.change(screen.getByRole("textbox", { name: `Option ${i + 1}` }), { target: { value: text } });
  });
  fireEvent.change(contextBox(), { target: { value: context } });
}

async function advance(ms: number) {
  await act(async () => vi.advanceTimersByTime(ms));
}

const contextBox = () => screen.getByRole("textbox", { name: "Context (optional)" });
const decideButton = () => screen.getByRole("button", { name: "Analyze & Decide" });
const resultCard = () => screen.queryByRole("region", { name: "AI Decision" });
const reasoningCard = () => screen.queryByRole("region", { name: "AI Reasoning" });
const storedHistory = () => JSON.parse(localStorage.getItem(decisionHistoryKey) ?? "[]") as Record<string, unknown>[];

describe("an AI-reasoned decision", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
  afterEach(() => vi.useRealTimers());

  it("offers an optional context box and says plainly that nothing leaves the device", () => {
    renderWithOptions([]);
    expect(contextBox().tagName).toBe("TEXTAREA");
    expect(contextBox()).toHaveAttribute("placeholder", expect.stringContaining("personalised reasoning"));
    expect(
      screen.getByText(
        "The explanation is written on your device from templates — it is not a real AI model, and nothing you type is sent anywhere.",
      ),
    ).toBeInTheDocument();
  });

  it("keeps Analyze & Decide disabled until two options have text, context or not", () => {
    renderWithOptions(["Tea", "  "], "Sleepy");
    expect(decideButton()).toBeDisabled();
    fireEvent.change(screen.getByRole("textbox", { name: "Option 2" }), { target: { value: "Coffee" } });
    expect(decideButton()).toBeEnabled();
  });

  it("analyzes for three seconds, then shows, announces and saves the pick with reasoning", async () => {
    renderWithOptions([" Tea ", "Coffee", ""], "I'm On A BUDGET");
    fireEvent.click(decideButton());

    expect(screen.getByRole("button", { name: "AI is analyzing..." })).toBeDisabled();
    expect(contextBox()).toBeDisabled();
    await advance(aiReasoningDelayMs - 1);
    expect(resultCard()).toBeNull();
    expect(storedHistory()).toEqual([]);
    await advance(1);

    const result = resultCard()?.querySelector(".result-value")?.textContent;
    expect(["Tea", "Coffee"]).toContain(result);
    expect(resultCard()).toHaveFocus();
    const reasoning = within(reasoningCard()!).getByText(/i'm on a budget/);
    expect(reasoning.textContent).toContain(`“${result}”`);
    expect(reasoning.textContent).not.toContain("BUDGET");
    expect(screen.getByRole("status")).toHaveTextContent(`Decision: ${result}. ${reasoning.textContent}`);
    expect(storedHistory()).toEqual([
      expect.objectContaining({
        choices: ["Tea", "Coffee"],
        result,
        category: "AI Reasoned Decision",
        tags: ["ai-reasoning", "analyzed"],
      }),
    ]);
  });

  it("reasons without a context when none is given", async () => {
    renderWithOptions(["Tea", "Coffee"]);
    fireEvent.click(decideButton());
    await advance(aiReasoningDelayMs);
    expect(reasoningCard()).not.toHaveTextContent("mentioned");
  });

  it("resets options, context and result for another decision, with focus in the first option", async () => {
    renderWithOptions(["A", "B", "C"], "Raining");
    fireEvent.click(decideButton());
    await advance(aiReasoningDelayMs);
    fireEvent.click(screen.getByRole("button", { name: "Analyze Another Decision" }));

    const options = screen.getAllByRole("textbox", { name: /^Option/ }) as HTMLInputElement[];
    expect(options.map((input) => input.value)).toEqual(["", ""]);
    expect(contextBox()).toHaveValue("");
    expect(options[0]).toHaveFocus();
    expect(resultCard()).toBeNull();
    expect(reasoningCard()).toBeNull();
    expect(decideButton()).toBeDisabled();
  });
});

describe("reasoning it through with your own criteria", () => {
  function Where() {
    const { pathname, hash } = useLocation();
    return <p data-testid="where">{pathname + hash}</p>;
  }

  it("opens the decision matrix with the same options", async () => {
    render(
      <MemoryRouter>
        <AiReasoningDecider />
        <Where />
      </MemoryRouter>,
    );
    const open = screen.getByRole("button", { name: "Reason it through with your own criteria" });
    expect(open).toBeDisabled();
    fireEvent.change(screen.getByRole("textbox", { name: "Option 1" }), { target: { value: "Lisbon" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Option 2" }), { target: { value: "Porto" } });
    fireEvent.click(open);
    const where = await screen.findByText(/^\/decision-matrix#list=1\./);
    const hash = (where.textContent ?? "").slice("/decision-matrix".length);
    expect(await decodeListLink(hash)).toEqual({ status: "opened", list: { choices: ["Lisbon", "Porto"] } });
  });
});
