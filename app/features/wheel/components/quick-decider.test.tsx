import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { QuickDecider } from "~/features/wheel/components/quick-decider";
import { pendingTemplateKey } from "~/kernel/lists/storage/pending-template";

// Timed decisions are tested in quick-decider-timing.test.tsx, without user-event (see there).
function renderDecider() {
  render(
    <MemoryRouter>
      <QuickDecider />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const values = () => screen.getAllByRole("textbox").map((input) => (input as HTMLInputElement).value);

describe("the quick decider's choice list", () => {
  it("keeps Make Decision disabled until two choices are filled in", async () => {
    const user = renderDecider();
    const decide = screen.getByRole("button", { name: "Make Decision" });
    expect(decide).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: "Choice 1" }), "Tea");
    await user.type(screen.getByRole("textbox", { name: "Choice 2" }), "   ");
    expect(decide).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: "Choice 2" }), "Coffee");
    expect(decide).toBeEnabled();
  });

  it("moves to the next field on Enter, adding one at the end, and removes rows down to two", async () => {
    const user = renderDecider();
    await user.type(screen.getByRole("textbox", { name: "Choice 1" }), "A{Enter}");
    expect(screen.getByRole("textbox", { name: "Choice 2" })).toHaveFocus();
    await user.keyboard("B{Enter}");
    expect(screen.getByRole("textbox", { name: "Choice 3" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Remove choice 3" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove choice 1" }));
    expect(values()).toEqual(["B", ""]);
    expect(screen.getByRole("textbox", { name: "Choice 1" })).toHaveFocus();
    expect(screen.queryByRole("button", { name: /Remove choice/ })).toBeNull();
  });

  it("adds a choice with the Add Choice button and focuses it", async () => {
    const user = renderDecider();
    await user.click(screen.getByRole("button", { name: "Add Choice" }));
    expect(values()).toEqual(["", "", ""]);
    expect(screen.getByRole("textbox", { name: "Choice 3" })).toHaveFocus();
  });

  it("prefills a pending template and removes it", () => {
    localStorage.setItem(pendingTemplateKey, JSON.stringify({ choices: ["Cook", "Order in", "Eat out"] }));
    renderDecider();
    expect(values()).toEqual(["Cook", "Order in", "Eat out"]);
    expect(localStorage.getItem(pendingTemplateKey)).toBeNull();
  });
});
