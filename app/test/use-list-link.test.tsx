import { render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AiReasoningDecider } from "~/features/reasoning/components/ai-reasoning-decider";
import { BattleRoyale } from "~/features/battle/components/battle-royale";
import { QuickDecider } from "~/features/wheel";
import { WeightedDecider } from "~/features/wheel/components/weighted-decider";
import { encodeListLink, type SharedList } from "~/kernel/lists/domain/list-link";
import { pendingTemplateKey } from "~/kernel/lists/storage/pending-template";

async function openLink(list: SharedList | string, page: React.ReactNode) {
  const fragment = typeof list === "string" ? list : await encodeListLink(list);
  window.history.replaceState(null, "", `/page?from=chat#${fragment}`);
  render(
    <StrictMode>
      <MemoryRouter>{page}</MemoryRouter>
    </StrictMode>,
  );
}

afterEach(() => window.history.replaceState(null, "", "/"));

const textValues = (name: RegExp) =>
  screen.getAllByRole("textbox", { name }).map((input) => (input as HTMLInputElement).value);

describe("opening a shared link", () => {
  it("fills in the quick decider's choices, says so, and takes the list out of the address", async () => {
    await openLink({ choices: ["Tea 🍵", "שלום, עולם", "#1 & =%"] }, <QuickDecider />);
    expect(await screen.findByText("Filled in from a shared link: 3 choices.")).toHaveAttribute("role", "status");
    expect(textValues(/^Choice/)).toEqual(["Tea 🍵", "שלום, עולם", "#1 & =%"]);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe("/page?from=chat");
  });

  it("leaves the home page's template prefill alone when there is no link", () => {
    localStorage.setItem(pendingTemplateKey, JSON.stringify({ choices: ["Cook", "Order in"] }));
    render(
      <MemoryRouter>
        <QuickDecider />
      </MemoryRouter>,
    );
    expect(textValues(/^Choice/)).toEqual(["Cook", "Order in"]);
    expect(screen.queryByText(/shared link/)).toBeNull();
  });

  it("fills in options with their weights", async () => {
    await openLink({ choices: ["Low", "High"], weights: [1, 100] }, <WeightedDecider />);
    await screen.findByText("Filled in from a shared link: 2 options.");
    expect(textValues(/^Option/)).toEqual(["Low", "High"]);
    const sliders = screen.getAllByRole("slider").map((slider) => (slider as HTMLInputElement).value);
    expect(sliders).toEqual(["1", "100"]);
  });

  it("fills in the options and the context", async () => {
    await openLink({ choices: ["Walk", "Bus"], context: "It’s raining\u00a0& late" }, <AiReasoningDecider />);
    await screen.findByText("Filled in from a shared link: 2 options.");
    expect(textValues(/^Option/)).toEqual(["Walk", "Bus"]);
    expect(screen.getByRole("textbox", { name: "Context (optional)" })).toHaveValue("It’s raining\u00a0& late");
  });

  it("fills in the tournament's contestants, keeping at least four rows", async () => {
    await openLink({ choices: ["Red", "Blue"] }, <BattleRoyale />);
    await screen.findByText("Filled in from a shared link: 2 contestants.");
    expect(textValues(/^Contestant/)).toEqual(["Red", "Blue", "", ""]);
  });

  it("says a damaged link could not be read and leaves the form empty", async () => {
    await openLink("list=1.d.AAAA-not-a-list", <QuickDecider />);
    expect(await screen.findByRole("alert")).toHaveTextContent(/This link’s list could not be read/);
    expect(textValues(/^Choice/)).toEqual(["", ""]);
  });

  it("fills in a list pasted into the address bar of the open page", async () => {
    await openLink("main", <QuickDecider />);
    const fragment = await encodeListLink({ choices: ["Later", "Pasted"] });
    window.location.hash = fragment;
    await screen.findByText("Filled in from a shared link: 2 choices.");
    expect(textValues(/^Choice/)).toEqual(["Later", "Pasted"]);
  });

  it("ignores a fragment that is not a list, such as the skip link's", async () => {
    await openLink("main", <QuickDecider />);
    expect(textValues(/^Choice/)).toEqual(["", ""]);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(window.location.hash).toBe("#main");
  });
});
