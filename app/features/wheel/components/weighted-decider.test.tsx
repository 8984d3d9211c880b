import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { WeightedDecider } from "~/features/wheel/components/weighted-decider";

// Timed decisions are tested in weighted-decider-timing.test.tsx, without user-event (see there).
function renderDecider() {
  render(
    <MemoryRouter>
      <WeightedDecider />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const option = (n: number) => screen.getByRole("textbox", { name: `Option ${n}` });
const slider = (n: number) => screen.getByRole("slider", { name: `Weight for option ${n}` });
const row = (n: number) => option(n).closest("li") as HTMLElement;
const setWeight = (n: number, weight: number) => fireEvent.change(slider(n), { target: { value: String(weight) } });
const texts = () => screen.getAllByRole("textbox").map((input) => (input as HTMLInputElement).value);

describe("the weighted decider's options", () => {
  it("start as two blank options with sliders from 1 to 100 at 50", () => {
    renderDecider();
    expect(texts()).toEqual(["", ""]);
    for (const n of [1, 2]) {
      expect(option(n)).toHaveAttribute("placeholder", `Option ${n}`);
      expect(slider(n)).toHaveValue("50");
      expect(slider(n)).toHaveAttribute("min", "1");
      expect(slider(n)).toHaveAttribute("max", "100");
      expect(slider(n)).toHaveAttribute("step", "1");
      expect(within(row(n)).getByText("Weight: 50%")).toBeInTheDocument();
    }
    expect(screen.queryByRole("button", { name: /Remove option/ })).toBeNull();
  });

  it("show each slider's weight and its share of the total as the weights change", async () => {
    const user = renderDecider();
    await user.type(option(1), "Pizza");
    await user.type(option(2), "Sushi");
    expect(within(row(1)).getByText("50% of total")).toBeInTheDocument();
    expect(screen.getByText("Total weight: 100")).toBeInTheDocument();

    setWeight(1, 70);
    expect(within(row(1)).getByText("Weight: 70%")).toBeInTheDocument();
    expect(within(row(1)).getByText("58% of total")).toBeInTheDocument();
    expect(within(row(2)).getByText("Weight: 50%")).toBeInTheDocument();
    expect(within(row(2)).getByText("42% of total")).toBeInTheDocument();
    expect(screen.getByText("Total weight: 120")).toBeInTheDocument();

    setWeight(2, 1);
    expect(within(row(2)).getByText("1% of total")).toBeInTheDocument();
    expect(within(row(1)).getByText("99% of total")).toBeInTheDocument();
  });

  it("leave blank options out of the total and the shares", async () => {
    const user = renderDecider();
    expect(screen.getByText("Total weight: 0")).toBeInTheDocument();
    expect(within(row(1)).getByText("0% of total")).toBeInTheDocument();
    await user.type(option(1), "Pizza");
    await user.type(option(2), "   ");
    expect(screen.getByText("Total weight: 50")).toBeInTheDocument();
    expect(within(row(1)).getByText("100% of total")).toBeInTheDocument();
    expect(within(row(2)).getByText("0% of total")).toBeInTheDocument();
  });

  it("keep Make Weighted Decision disabled until two options have text", async () => {
    const user = renderDecider();
    const decide = screen.getByRole("button", { name: "Make Weighted Decision" });
    expect(decide).toBeDisabled();
    expect(screen.getByText("Enter at least two options to decide between.")).toBeInTheDocument();
    await user.type(option(1), "Pizza");
    await user.type(option(2), "  ");
    expect(decide).toBeDisabled();
    await user.type(option(2), "Sushi");
    expect(decide).toBeEnabled();
    expect(screen.queryByText("Enter at least two options to decide between.")).toBeNull();
  });

  it("move to the next option on Enter, adding one at the end, and remove rows down to two", async () => {
    const user = renderDecider();
    await user.type(option(1), "A{Enter}");
    expect(option(2)).toHaveFocus();
    await user.keyboard("B{Enter}");
    expect(option(3)).toHaveFocus();
    expect(slider(3)).toHaveValue("50");
    setWeight(2, 80);
    await user.click(screen.getByRole("button", { name: "Remove option 1" }));
    expect(texts()).toEqual(["B", ""]);
    expect(slider(1)).toHaveValue("80");
    expect(option(1)).toHaveFocus();
    expect(screen.queryByRole("button", { name: /Remove option/ })).toBeNull();
  });

  it("add an option with the Add Option button and focus it", async () => {
    const user = renderDecider();
    await user.click(screen.getByRole("button", { name: "Add Option" }));
    expect(texts()).toEqual(["", "", ""]);
    expect(option(3)).toHaveFocus();
    expect(screen.getByRole("button", { name: "Remove option 3" })).toBeInTheDocument();
  });
});
