import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { AiReasoningDecider } from "~/features/reasoning/components/ai-reasoning-decider";
import { BattleRoyale } from "~/features/battle/components/battle-royale";
import { FairnessCheck } from "~/features/fairness-check/components/fairness-check";
import { WeightedDecider } from "~/features/wheel/components/weighted-decider";
import { loadWheelPicture, prerender } from "~/test/prerender";

// A visitor can use a prerendered page's fields before React takes over; what they entered must count.
// Changes after hydration are plain change events: moving focus out of a field fires its change event,
// which would hide a field that React had not taken up.
describe("fields filled in before the page is ready", () => {
  beforeAll(async () => {
    await loadWheelPicture(
      <MemoryRouter>
        <WeightedDecider />
      </MemoryRouter>,
    );
  });

  it("keep a weighted option's text and weight", async () => {
    const page = prerender(
      <MemoryRouter>
        <WeightedDecider />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Option 1" }), "Pizza");
    fireEvent.change(screen.getByRole("slider", { name: "Weight for option 1" }), { target: { value: "70" } });

    page.hydrate();

    const row = screen.getByRole("textbox", { name: "Option 1" }).closest("li") as HTMLElement;
    expect(within(row).getByText("Weight: 70%")).toBeInTheDocument();
    fireEvent.change(screen.getByRole("textbox", { name: "Option 2" }), { target: { value: "Sushi" } });
    expect(screen.getByRole("textbox", { name: "Option 1" })).toHaveValue("Pizza");
    expect(within(row).getByText("58% of total")).toBeInTheDocument();
  });

  it("keep the reasoning's context through the next change", async () => {
    const page = prerender(
      <MemoryRouter>
        <AiReasoningDecider />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Context (optional)" }), "On a budget");

    page.hydrate();

    fireEvent.change(screen.getByRole("textbox", { name: "Option 1" }), { target: { value: "Pizza" } });
    expect(screen.getByRole("textbox", { name: "Context (optional)" })).toHaveValue("On a budget");
  });

  it("count the contestants", async () => {
    const page = prerender(
      <MemoryRouter>
        <BattleRoyale />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Contestant 1" }), "Ann");
    await user.type(screen.getByRole("textbox", { name: "Contestant 2" }), "Bob");

    page.hydrate();

    expect(screen.getByText("Valid Contestants: 2")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start Tournament" })).toBeEnabled();
  });

  it("keep the live check's mode and draws", async () => {
    const page = prerender(<FairnessCheck />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("radio", { name: "Your own weights: a weighted pick" }));
    await user.clear(screen.getByRole("textbox", { name: "Number of draws" }));
    await user.type(screen.getByRole("textbox", { name: "Number of draws" }), "5,000");

    page.hydrate();

    fireEvent.change(screen.getByRole("textbox", { name: "Weights" }), { target: { value: "1, 5" } });
    expect(screen.getByRole("textbox", { name: "Number of draws" })).toHaveValue("5,000");
  });
});
