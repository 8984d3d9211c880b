import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { QuickDecider, quickDecisionDelayMs } from "~/features/wheel/components/quick-decider";
import { WeightedDecider } from "~/features/wheel/components/weighted-decider";
import { decisionHistoryKey } from "~/kernel/records/storage/decision-history";
import { pendingTemplateKey } from "~/kernel/lists/storage/pending-template";
import { wheelPreferencesKey } from "~/features/wheel/storage/wheel-preferences";
import { renderQuickDecider } from "~/test/render-quick-decider";
import { isolate } from "~/kernel/format/domain/isolate";

// Timed like quick-decider-timing.test.tsx: plain events and a fake setTimeout, so each spin's end is exact.
async function advance(ms: number) {
  await act(async () => vi.advanceTimersByTime(ms));
}

const wheelPicture = () => screen.queryByRole("img", { name: /wheel/ });
const wheel = () => wheelPicture()?.closest(".wheel") as HTMLElement;
const stopRotation = () => Number(wheel().dataset.rotation) / 360;
const turnedBy = () => (wheelPicture() as HTMLElement).style.transform;
const pointerName = () => wheel().querySelector(".wheel-pointer-name")?.textContent;
const resultOf = (title: string) => screen.queryByRole("region", { name: title })?.querySelector(".result-value");
const storedHistory = () => JSON.parse(localStorage.getItem(decisionHistoryKey) ?? "[]") as Record<string, unknown>[];
const storedPreferences = () =>
  JSON.parse(localStorage.getItem(wheelPreferencesKey) ?? "{}") as Record<string, unknown>;

/**
 * The name the pointer rests on, worked out from the stop rotation alone: the wheel's zero starts under the pointer
 * and names follow clockwise, each over its weight's share of the turn.
 */
function nameAtStop(names: readonly string[], weights = names.map(() => 1)) {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const atPointer = ((((-stopRotation() % 1) + 1) % 1) * total) % total;
  let reached = 0;
  return names.find((_, i) => (reached += weights[i]!) > atPointer);
}

describe("the wheel", () => {
  // The picture loads lazily (list-with-wheel.tsx); once it has loaded, every render shows it at once.
  beforeAll(async () => {
    const { unmount } = render(
      <MemoryRouter>
        <QuickDecider />
      </MemoryRouter>,
    );
    await screen.findByRole("img", { name: /wheel/ });
    unmount();
  });
  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("is the view at first, and follows the list as it is typed", () => {
    renderQuickDecider();
    expect(screen.getByRole("radio", { name: "Wheel" })).toBeChecked();
    expect(wheelPicture()).toHaveAccessibleName("An empty wheel: your choices appear on it as you type");
    fireEvent.change(screen.getByRole("textbox", { name: "Choice 1" }), { target: { value: "Tea" } });
    expect(wheelPicture()).toHaveAccessibleName("A wheel of 1 choice");
    fireEvent.change(screen.getByRole("textbox", { name: "Choice 2" }), { target: { value: "Coffee" } });
    expect(wheelPicture()).toHaveAccessibleName("A wheel of 2 choices");
    expect(pointerName()).toBe("Tea");
  });

  it("gives way to the card when asked, remembered, and comes back when the stored choice is damaged", () => {
    const first = renderQuickDecider("Tea", "Coffee");
    fireEvent.click(screen.getByRole("radio", { name: "Card" }));
    expect(wheelPicture()).toBeNull();
    expect(storedPreferences()).toMatchObject({ view: "card" });
    first.unmount();

    const second = renderQuickDecider("Tea", "Coffee");
    expect(screen.getByRole("radio", { name: "Card" })).toBeChecked();
    expect(wheelPicture()).toBeNull();
    second.unmount();

    localStorage.setItem(wheelPreferencesKey, '{"view":"spinner"');
    renderQuickDecider("Tea", "Coffee");
    expect(screen.getByRole("radio", { name: "Wheel" })).toBeChecked();
    expect(wheelPicture()).not.toBeNull();
  });

  it("draws the winner as the spin starts, then stops on it after the page's two seconds", async () => {
    const names = ["Tea", "Coffee", "Cake", "Juice", "Water"];
    renderQuickDecider(...names);
    fireEvent.click(screen.getByRole("button", { name: "Make Decision" }));
    expect(wheel().dataset.spinning).toBe("true");
    const drawn = nameAtStop(names);

    await advance(quickDecisionDelayMs - 1);
    expect(resultOf("AI Decision")).toBeUndefined();
    expect(storedHistory()).toEqual([]);
    await advance(1);

    expect(resultOf("AI Decision")).toHaveTextContent(drawn!);
    expect(screen.getByRole("status")).toHaveTextContent(`Decision: ${isolate(drawn!)}`);
    expect(storedHistory()).toEqual([expect.objectContaining({ choices: names, result: drawn })]);
    expect(wheel().dataset.spinning).toBe("false");
    expect(pointerName()).toBe(drawn);
    expect(turnedBy()).toBe(`rotate(${wheel().dataset.rotation}deg)`);
  });

  it("stays still under reduced motion for the suspense time, then shows the winner at once", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === "(prefers-reduced-motion: reduce)",
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderQuickDecider("Tea", "Coffee", "Cake");
    fireEvent.click(screen.getByRole("button", { name: "Make Decision" }));
    await advance(quickDecisionDelayMs - 1);
    expect(turnedBy()).toBe("rotate(0deg)");
    await advance(1);
    expect(turnedBy()).toBe(`rotate(${wheel().dataset.rotation}deg)`);
    expect(resultOf("AI Decision")).toHaveTextContent(nameAtStop(["Tea", "Coffee", "Cake"])!);
  });

  it("lets the list change during a spin, finishes with the list it started with, shows it at rest, and says so", async () => {
    renderQuickDecider("Tea", "Coffee");
    fireEvent.click(screen.getByRole("button", { name: "Make Decision" }));
    const drawn = nameAtStop(["Tea", "Coffee"]);
    fireEvent.click(screen.getByRole("button", { name: "Add Choice" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Choice 3" }), { target: { value: "Cake" } });

    expect(wheelPicture()).toHaveAccessibleName("A wheel of 2 choices");
    expect(
      screen.getByText(/The list changed during the spin: the wheel finishes with the list it started/),
    ).toBeVisible();
    await advance(quickDecisionDelayMs);

    expect(resultOf("AI Decision")).toHaveTextContent(drawn!);
    expect(storedHistory()).toEqual([expect.objectContaining({ choices: ["Tea", "Coffee"], result: drawn })]);
    expect(screen.getByText(/This result comes from the list as it was when the spin started/)).toBeVisible();
    // At rest the wheel still shows the list it spun, with the card's winner under its pointer...
    expect(wheelPicture()).toHaveAccessibleName("A wheel of 2 choices");
    expect(pointerName()).toBe(drawn);
    // ...until the list is edited again: then it shows the list as it is.
    fireEvent.change(screen.getByRole("textbox", { name: "Choice 3" }), { target: { value: "Cake and tea" } });
    expect(wheelPicture()).toHaveAccessibleName("A wheel of 3 choices");
    expect(screen.getByText(/This result comes from the list as it was when the spin started/)).toBeVisible();
  });

  it("spins again without the winner from Pick again", async () => {
    const names = ["Tea", "Coffee", "Cake"];
    renderQuickDecider(...names);
    fireEvent.click(screen.getByRole("button", { name: "Make Decision" }));
    await advance(quickDecisionDelayMs);
    const first = resultOf("AI Decision")!.textContent!;

    fireEvent.click(screen.getByRole("button", { name: `Pick again without ${first}` }));
    const left = names.filter((name) => name !== first);
    expect(wheelPicture()).toHaveAccessibleName("A wheel of 2 choices");
    expect(wheel().dataset.spinning).toBe("true");
    await advance(quickDecisionDelayMs);
    expect(resultOf("AI Decision")).toHaveTextContent(nameAtStop(left)!);
    expect(left).toContain(resultOf("AI Decision")!.textContent);
  });

  it("holds 1,000 names; with 1,001 it says so, keeps the list and the card decides", async () => {
    const names = (count: number) => Array.from({ length: count }, (_, i) => `Name ${i + 1}`);
    localStorage.setItem(pendingTemplateKey, JSON.stringify({ choices: names(1000) }));
    const first = renderQuickDecider();
    expect(wheelPicture()).toHaveAccessibleName("A wheel of 1,000 choices");
    fireEvent.click(screen.getByRole("button", { name: "Make Decision" }));
    const drawn = nameAtStop(names(1000));
    await advance(quickDecisionDelayMs);
    expect(resultOf("AI Decision")?.textContent).toBe(drawn);
    first.unmount();

    localStorage.setItem(pendingTemplateKey, JSON.stringify({ choices: names(1001) }));
    renderQuickDecider();
    expect(wheelPicture()).toBeNull();
    expect(
      screen.getByText("The wheel shows up to 1,000 choices, and this list has 1,001.", { exact: false }),
    ).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Make Decision" }));
    await advance(quickDecisionDelayMs);
    expect(resultOf("AI Decision")).not.toBeUndefined();
    expect(storedHistory()[0]!.choices).toHaveLength(1001);
  });

  it("spins for the chosen time, and remembers it with the tick sound and the celebration, both off at first", async () => {
    renderQuickDecider("Tea", "Coffee");
    expect(screen.getByRole("combobox", { name: "Spin time" })).toHaveValue("2");
    fireEvent.change(screen.getByRole("combobox", { name: "Spin time" }), { target: { value: "5" } });
    for (const name of ["Tick sound", "Celebrate the winner"]) {
      expect(screen.getByRole("checkbox", { name })).not.toBeChecked();
      fireEvent.click(screen.getByRole("checkbox", { name }));
      expect(screen.getByRole("checkbox", { name })).toBeChecked();
    }
    expect(storedPreferences()).toEqual({ view: "wheel", spinSeconds: 5, tickSound: true, celebrate: true });

    fireEvent.click(screen.getByRole("button", { name: "Make Decision" }));
    await advance(4999);
    expect(resultOf("AI Decision")).toBeUndefined();
    await advance(1);
    expect(resultOf("AI Decision")).toHaveTextContent(nameAtStop(["Tea", "Coffee"])!);
  });

  it("shows names with markup as plain text", async () => {
    const payload = `<img src=x onerror="window.__pwned=1">`;
    renderQuickDecider(payload, "שלום 👋");
    fireEvent.click(screen.getByRole("button", { name: "Make Decision" }));
    await advance(quickDecisionDelayMs);
    expect([payload, "שלום 👋"]).toContain(pointerName());
    expect(wheel().querySelector("img")).toBeNull();
  });

  it("spins the weighted wheel, each option over its weight's share, onto the weighted result", async () => {
    render(
      <MemoryRouter>
        <WeightedDecider />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByRole("textbox", { name: "Option 1" }), { target: { value: "Pizza" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Option 2" }), { target: { value: "Sushi" } });
    fireEvent.change(screen.getByRole("slider", { name: "Weight for option 1" }), { target: { value: "97" } });
    fireEvent.change(screen.getByRole("slider", { name: "Weight for option 2" }), { target: { value: "3" } });
    fireEvent.click(screen.getByRole("button", { name: "Make Weighted Decision" }));
    const drawn = nameAtStop(["Pizza", "Sushi"], [97, 3]);
    await advance(2000);
    expect(resultOf("Weighted Result")).toHaveTextContent(drawn!);
    expect(pointerName()).toBe(drawn);
  });
});

describe("the wheel in full screen", () => {
  let fullscreenElement: Element | null = null;
  const enter = (element: Element | null) => {
    fullscreenElement = element;
    document.dispatchEvent(new Event("fullscreenchange"));
  };

  // jsdom has no Fullscreen API: these stand in for the browser's.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    Object.defineProperty(document, "fullscreenEnabled", { configurable: true, get: () => true });
    Object.defineProperty(document, "fullscreenElement", { configurable: true, get: () => fullscreenElement });
    HTMLElement.prototype.requestFullscreen = async function (this: HTMLElement) {
      enter(this);
    };
    document.exitFullscreen = async () => enter(null);
  });
  afterEach(() => {
    vi.useRealTimers();
    fullscreenElement = null;
    for (const name of ["fullscreenEnabled", "fullscreenElement", "exitFullscreen"]) {
      Reflect.deleteProperty(document, name);
    }
    Reflect.deleteProperty(HTMLElement.prototype, "requestFullscreen");
  });

  it("spins from Space or Enter and offers a Spin button, and leaves on request", async () => {
    renderQuickDecider("Tea", "Coffee", "Cake");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Full screen" })));
    const stage = wheel().closest(".wheel-stage") as HTMLElement;
    expect(fullscreenElement).toBe(stage);
    expect(stage).toHaveFocus();
    expect(screen.getByRole("button", { name: "Spin the wheel" })).toBeEnabled();

    fireEvent.keyDown(screen.getByRole("checkbox", { name: "Tick sound" }), { key: " " });
    expect(wheel().dataset.spinning).toBe("false");
    fireEvent.keyDown(stage, { key: " " });
    expect(wheel().dataset.spinning).toBe("true");
    await advance(quickDecisionDelayMs);
    const card = screen.getByRole("region", { name: "AI Decision" });
    expect(stage).toContainElement(card);
    expect(card).toHaveFocus();

    fireEvent.keyDown(card, { key: "Enter" });
    expect(wheel().dataset.spinning).toBe("true");
    await advance(quickDecisionDelayMs);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Leave full screen" })));
    expect(fullscreenElement).toBeNull();
    expect(screen.queryByRole("button", { name: "Spin the wheel" })).toBeNull();
  });
});
