import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PairQuestion } from "~/kernel/pairs/components/pair-question";

function renderQuestion() {
  const onChoose = vi.fn<(side: 0 | 1) => void>();
  render(
    <PairQuestion
      heading="Which do you prefer?"
      progress="Question 1 of at most 1"
      first="Tea"
      second="Coffee"
      onChoose={onChoose}
      onCannotChoose={() => {}}
      onUndo={null}
    />,
  );
  const option = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name}`) });
  return { onChoose, first: option("Tea"), second: option("Coffee") };
}

/** The sides chosen by one press of `key`. */
const pressed = (onChoose: ReturnType<typeof renderQuestion>["onChoose"], key: string) => {
  onChoose.mockClear();
  fireEvent.keyDown(document, { key });
  return onChoose.mock.calls.map(([side]) => side);
};

afterEach(() => {
  document.documentElement.removeAttribute("dir");
});

describe("a pair question's keys", () => {
  it("answers the left option with ← in a left-to-right page, and says so", () => {
    const { onChoose, first, second } = renderQuestion();
    expect(first).toHaveAttribute("aria-keyshortcuts", "ArrowLeft 1");
    expect(first).toHaveTextContent("← or 1");
    expect(second).toHaveAttribute("aria-keyshortcuts", "ArrowRight 2");
    expect(second).toHaveTextContent("→ or 2");
    expect(pressed(onChoose, "ArrowLeft")).toEqual([0]);
    expect(pressed(onChoose, "ArrowRight")).toEqual([1]);
    expect(pressed(onChoose, "1")).toEqual([0]);
    expect(pressed(onChoose, "2")).toEqual([1]);
  });

  it("swaps the arrows in a right-to-left page, where the first option stands on the right; the digits stay", () => {
    document.documentElement.dir = "rtl";
    const { onChoose, first, second } = renderQuestion();
    expect(first).toHaveAttribute("aria-keyshortcuts", "ArrowRight 1");
    expect(first).toHaveTextContent("→ or 1");
    expect(second).toHaveAttribute("aria-keyshortcuts", "ArrowLeft 2");
    expect(second).toHaveTextContent("← or 2");
    expect(pressed(onChoose, "ArrowRight")).toEqual([0]);
    expect(pressed(onChoose, "ArrowLeft")).toEqual([1]);
    expect(pressed(onChoose, "1")).toEqual([0]);
    expect(pressed(onChoose, "2")).toEqual([1]);
  });

  it("follows the page when its direction changes while the question is open", async () => {
    const { onChoose, first } = renderQuestion();
    await act(async () => {
      document.documentElement.dir = "rtl";
    });
    expect(first).toHaveAttribute("aria-keyshortcuts", "ArrowRight 1");
    expect(pressed(onChoose, "ArrowRight")).toEqual([0]);
  });

  it("sets a typed option apart in a <bdi>, so a right-to-left name cannot swallow the key hint beside it", () => {
    renderQuestion();
    const names = screen.getAllByRole("button").flatMap((button) => [...button.querySelectorAll("bdi")]);
    expect(names.map((name) => name.textContent)).toEqual(["Tea", "Coffee"]);
  });
});
