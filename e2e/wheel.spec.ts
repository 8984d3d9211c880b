import type { Page } from "@playwright/test";
import { encodeListLink } from "~/kernel/lists/domain/list-link";
import { declinedConsent, expect, test } from "./fixtures";
import { expectFocusOn } from "./support/focus";
import { expectAccessibleInBothThemes, openWithPausedClock, scrollsSideways, storedHistory } from "./support/modes";
import { isolate } from "~/kernel/format/domain/isolate";

const seeded = (choices: readonly string[]) => ({
  "cookie-consent": declinedConsent,
  "pending-template": JSON.stringify({ choices }),
});

const wheelPicture = (page: Page) => page.getByRole("img", { name: /wheel/ });
const decisionCard = (page: Page) => page.getByRole("region", { name: "AI Decision", exact: true });
const announcement = (page: Page) => page.getByRole("status").filter({ hasText: "Decision:" });

/** Where the wheel stops, in degrees clockwise, as the page exposes it. */
const stopDegrees = async (page: Page) => Number(await page.locator(".wheel").getAttribute("data-rotation"));

/** The rotation the wheel is drawn at now, in degrees in [0, 360), from the canvas's computed transform. */
const drawnDegrees = (page: Page) =>
  page.locator(".wheel-canvas").evaluate((canvas) => {
    const { a, b } = new DOMMatrix(getComputedStyle(canvas).transform);
    return ((((Math.atan2(b, a) * 180) / Math.PI) % 360) + 360) % 360;
  });

const sameAngle = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180) < 0.01;

/**
 * The name under the pointer at the top for a rotation, worked out from the weights alone: the wheel's zero starts
 * under the pointer and the names follow clockwise, each over its weight's share of the turn.
 */
function nameUnderPointer(names: readonly string[], degrees: number, weights = names.map(() => 1)) {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const atPointer = ((((-degrees / 360) % 1) + 1) % 1) * total;
  let reached = 0;
  return names.find((_, i) => (reached += weights[i]!) > atPointer);
}

/**
 * The moment a spin stops, as a projector must show it: the pointer, the whole wheel and the winner on the card are all
 * on screen together, below the site's fixed header (anywhere in full screen).
 */
async function expectMomentOnScreen(page: Page) {
  await expect(decisionCard(page)).toBeVisible();
  const placement = await page.evaluate(() => {
    const top = document.fullscreenElement ? 0 : document.querySelector(".site-header")!.getBoundingClientRect().bottom;
    const place = (selector: string) => {
      const box = document.querySelector(selector)!.getBoundingClientRect();
      return box.top >= top - 0.5 && box.bottom <= innerHeight + 0.5
        ? "on screen"
        : `${Math.round(box.top)} to ${Math.round(box.bottom)}, the screen showing ${Math.round(top)} to ${innerHeight}`;
    };
    return {
      pointer: place(".wheel-pointer"),
      wheel: place(".wheel-frame"),
      winner: place(".result-card .result-value"),
    };
  });
  expect(placement).toEqual({ pointer: "on screen", wheel: "on screen", winner: "on screen" });
}

test.describe("with motion", () => {
  test.use({ reducedMotion: "no-preference" });

  test.describe("five names", () => {
    const names = ["Ann", "Bo", "Cy", "Di", "Ed"];
    test.use({ storage: seeded(names) });

    test("the wheel turns and stops with the pointer on the announced result", async ({ page }) => {
      // The page's clock moves only when the test says, so a busy machine cannot let the spin end between two looks.
      await openWithPausedClock(page, "/");
      await expect(wheelPicture(page)).toHaveAccessibleName("A wheel of 5 choices");
      await page.getByRole("button", { name: "Make Decision" }).click();
      await expect(page.locator(".wheel")).toHaveAttribute("data-spinning", "true");
      const early = await drawnDegrees(page);
      await page.clock.runFor(300);
      await expect.poll(() => drawnDegrees(page)).not.toBe(early);
      await expect(decisionCard(page)).toBeHidden();

      await page.clock.runFor(10_000);
      await expect(decisionCard(page)).toBeVisible();
      const stop = await stopDegrees(page);
      const expected = nameUnderPointer(names, stop)!;
      await expect(announcement(page)).toHaveText(`Decision: ${isolate(expected)}`);
      await expect(decisionCard(page).locator(".result-value")).toHaveText(expected);
      await expect(page.locator(".wheel-pointer-name")).toHaveText(expected);
      expect(sameAngle(await drawnDegrees(page), stop)).toBe(true);
    });

    test("the celebration plays when the wheel stops, and never under reduced motion", async ({ page }) => {
      await page.goto("/");
      // The wheel shows the names once the page runs: a box ticked before then would not be kept.
      await expect(wheelPicture(page)).toHaveAccessibleName("A wheel of 5 choices");
      await page.getByRole("checkbox", { name: "Celebrate the winner" }).check();
      await page.getByRole("button", { name: "Make Decision" }).click();
      await expect(decisionCard(page)).toBeVisible();
      await expect(page.locator(".wheel-celebration")).toHaveCount(1);

      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.getByRole("button", { name: /^Pick again without/ }).click();
      await expect(decisionCard(page)).toBeVisible();
      await expect(page.locator(".wheel-celebration")).toHaveCount(0);
    });

    test("ticks with Web Audio only once the tick sound is turned on, which is remembered", async ({ page }) => {
      await page.addInitScript(() => {
        const counter = window as unknown as { __ticks: number };
        counter.__ticks = 0;
        const createOscillator = AudioContext.prototype.createOscillator;
        AudioContext.prototype.createOscillator = function (this: AudioContext) {
          counter.__ticks += 1;
          return createOscillator.call(this);
        };
      });
      const ticks = () => page.evaluate(() => (window as unknown as { __ticks: number }).__ticks);
      await page.goto("/");
      await page.getByRole("button", { name: "Make Decision" }).click();
      await expect(decisionCard(page)).toBeVisible();
      expect(await ticks()).toBe(0);

      await page.getByRole("checkbox", { name: "Tick sound" }).check();
      await page.getByRole("button", { name: /^Pick again without/ }).click();
      await expect(decisionCard(page)).toBeVisible();
      expect(await ticks()).toBeGreaterThan(0);
      await page.reload();
      await expect(page.getByRole("checkbox", { name: "Tick sound" })).toBeChecked();
    });
  });

  test("a weighted wheel gives each option its share of the turn and stops on the announced result", async ({
    page,
  }) => {
    const names = ["Mostly", "Rarely", "Sometimes"];
    const weights = [90, 2, 30];
    await page.goto(`/weighted#${await encodeListLink({ choices: names, weights })}`);
    await expect(wheelPicture(page)).toHaveAccessibleName("A wheel of 3 options");
    await page.getByRole("button", { name: "Make Weighted Decision" }).click();
    await expect(page.getByRole("region", { name: "Weighted Result" })).toBeVisible();
    const expected = nameUnderPointer(names, await stopDegrees(page), weights)!;
    await expect(page.getByRole("status").filter({ hasText: "Weighted decision:" })).toHaveText(
      `Weighted decision: ${isolate(expected)}`,
    );
    expect(sameAngle(await drawnDegrees(page), await stopDegrees(page))).toBe(true);
  });
});

test.describe("three names", () => {
  const names = ["Walk", "Bike", "Bus"];
  test.use({ storage: seeded(names) });

  test("under reduced motion the wheel stays still for the two seconds, then shows the winner at once", async ({
    page,
  }) => {
    await openWithPausedClock(page, "/");
    await page.getByRole("button", { name: "Make Decision" }).click();
    await page.clock.runFor(1_999);
    expect(await drawnDegrees(page)).toBe(0);
    await expect(decisionCard(page)).toHaveCount(0);
    await page.clock.runFor(1);
    const stop = await stopDegrees(page);
    await expect(announcement(page)).toHaveText(`Decision: ${isolate(nameUnderPointer(names, stop) ?? "")}`);
    expect(sameAngle(await drawnDegrees(page), stop)).toBe(true);
  });

  test("axe finds nothing in either theme during a spin and after it", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    // The wheel shows the names once the page runs: a spin time chosen before then would not be kept.
    await expect(wheelPicture(page)).toHaveAccessibleName("A wheel of 3 choices");
    await page.getByRole("combobox", { name: "Spin time" }).selectOption("30");
    await page.getByRole("button", { name: "Make Decision" }).click();
    await expect(page.locator(".wheel")).toHaveAttribute("data-spinning", "true");
    await expectAccessibleInBothThemes(page);
    await expect(page.locator(".wheel")).toHaveAttribute("data-spinning", "true");
    await page.clock.runFor(30_000);
    await expect(decisionCard(page)).toBeVisible();
    await expectAccessibleInBothThemes(page);
  });

  test("a list edited during a spin does not change it, nor the wheel at rest, and the page says so", async ({
    page,
  }) => {
    await openWithPausedClock(page, "/");
    await page.getByRole("button", { name: "Make Decision" }).click();
    for (const [index, name] of ["Train", "Bus", "Boat"].entries()) {
      await page.getByRole("textbox", { name: `Choice ${index + 1}` }).fill(name);
    }
    await expect(page.getByText("The list changed during the spin: the wheel finishes with the list it")).toBeVisible();
    await expect(wheelPicture(page)).toHaveAccessibleName("A wheel of 3 choices");
    await page.clock.runFor(2_000);
    const expected = nameUnderPointer(names, await stopDegrees(page))!;
    await expect(announcement(page)).toHaveText(`Decision: ${isolate(expected)}`);
    expect((await storedHistory(page))[0]).toMatchObject({ choices: names, result: expected });
    await expect(page.getByText("This result comes from the list as it was when the spin started")).toBeVisible();
    // At rest the wheel still shows the list it spun, the announced winner under its pointer.
    await expect(page.locator(".wheel-pointer-name")).toHaveText(expected);
  });

  test("the card view is remembered and decides as before", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    // The wheel shows the names once the page runs: a view chosen before then would not be kept.
    await expect(wheelPicture(page)).toHaveAccessibleName("A wheel of 3 choices");
    await page.getByRole("radio", { name: "Card" }).check();
    await expect(wheelPicture(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("radio", { name: "Card" })).toBeChecked();
    await expect(wheelPicture(page)).toHaveCount(0);
    await page.getByRole("textbox", { name: "Choice 1" }).fill("Tea");
    await page.getByRole("textbox", { name: "Choice 2" }).fill("Coffee");
    await page.getByRole("button", { name: "Make Decision" }).click();
    await page.clock.runFor(2_000);
    await expect(decisionCard(page)).toContainText(/Tea|Coffee/);
  });
});

test.describe("the moment a spin stops", () => {
  test.use({ storage: seeded(["Ann", "Bo", "Cy", "Di", "Ed"]) });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`shows the pointer, the whole wheel and the winner together at ${viewport.width}×${viewport.height}, in and out of full screen`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.clock.install();
      await page.goto("/");
      // The wheel loads after the page's first paint; the test's clock would end a spin pressed before it shows in an
      // instant, before the wheel is there to stop. This is a visitor who waits to watch it turn.
      await expect(page.getByRole("img", { name: /^A wheel of/ })).toBeVisible();
      await page.getByRole("button", { name: "Make Decision" }).click();
      await page.clock.runFor(2_000);
      await expectMomentOnScreen(page);
      await page.getByRole("button", { name: /^Pick again without/ }).click();
      await page.clock.runFor(2_000);
      await expectMomentOnScreen(page);

      // Full screen opened after a spin, then a spin in full screen, started with its own button.
      await page.getByRole("button", { name: "Full screen" }).click();
      await expect(page.getByRole("button", { name: "Leave full screen" })).toBeVisible();
      await expectMomentOnScreen(page);
      await page.getByRole("button", { name: "Spin the wheel" }).click();
      await expect(page.locator(".wheel")).toHaveAttribute("data-spinning", "true");
      // The button is disabled while the wheel turns: the focus waits on the stage, where Space and Enter spin.
      expect(await page.evaluate(() => document.activeElement === document.fullscreenElement)).toBe(true);
      await page.clock.runFor(2_000);
      await expectMomentOnScreen(page);
    });
  }

  test("after Pick again the focus waits on the turning wheel, then moves to the result", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await page.getByRole("button", { name: "Make Decision" }).click();
    await page.clock.runFor(2_000);
    await page.getByRole("button", { name: /^Pick again without/ }).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator(".wheel")).toHaveAttribute("data-spinning", "true");
    await expectFocusOn(page, page.locator(".wheel-stage"));
    // Tab goes on from the wheel, not from the top of the page.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("combobox", { name: "Spin time" })).toBeFocused();
    await page.clock.runFor(2_000);
    await expect(decisionCard(page)).toBeFocused();

    // On the card there is no wheel: the focus waits on the list's heading, and Tab goes on from there.
    await page.getByRole("radio", { name: "Card" }).check();
    await page.getByRole("button", { name: "Make Decision" }).click();
    await page.clock.runFor(2_000);
    await page.getByRole("button", { name: /^Pick again without/ }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Deciding…" })).toBeDisabled();
    await expectFocusOn(page, page.getByRole("heading", { name: "Your choices" }));
    await page.keyboard.press("Tab");
    await expect(page.getByRole("radio", { name: "Card" })).toBeFocused();
    await page.clock.runFor(2_000);
    await expect(decisionCard(page)).toBeFocused();
  });
});

test("the wheel works from the keyboard alone, full screen included", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await page.getByRole("textbox", { name: "Choice 1" }).focus();
  for (const [i, name] of ["Walk", "Bike", "Bus"].entries()) {
    if (i > 0) {
      // Enter moves to the next row: a visitor types on once the caret is there.
      await page.keyboard.press("Enter");
      await expect(page.getByRole("textbox", { name: `Choice ${i + 1}` })).toBeFocused();
    }
    await page.keyboard.type(name);
  }
  await expect(wheelPicture(page)).toHaveAccessibleName("A wheel of 3 choices");
  for (const step of ["Remove choice 3", "Add Choice", "Make Decision"]) {
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: step })).toBeFocused();
  }
  await page.keyboard.press("Enter");
  await page.clock.runFor(2_000);
  await expect(decisionCard(page)).toBeFocused();
  const first = (await decisionCard(page).locator(".result-value").textContent())!;

  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: `Pick again without ${first}` })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.clock.runFor(2_000);
  await expect(decisionCard(page)).toBeFocused();
  await expect(decisionCard(page).locator(".result-value")).not.toHaveText(first);

  // Back from the card to the wheel's controls: the full screen button comes last.
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("button", { name: "Full screen" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Leave full screen" })).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement?.className)).toBe("wheel-stage");
  await page.keyboard.press("Space");
  await expect(page.locator(".wheel")).toHaveAttribute("data-spinning", "true");
  await page.clock.runFor(2_000);
  await expect(decisionCard(page)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator(".wheel")).toHaveAttribute("data-spinning", "true");
  await page.clock.runFor(2_000);
  await expect(decisionCard(page)).toBeVisible();
  await page.getByRole("button", { name: "Leave full screen" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Full screen" })).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();

  const view = page.getByRole("radio", { name: "Wheel" });
  await view.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "Card" })).toBeChecked();
  await expect(wheelPicture(page)).toHaveCount(0);
});

test.describe("1,000 names", () => {
  const names = Array.from({ length: 1000 }, (_, i) => `Name number ${i + 1}`);
  test.use({ storage: seeded(names) });

  test("fit a 320 px screen without sideways scrolling, and the wheel stops on the announced one", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.clock.install();
    await page.goto("/");
    await expect(wheelPicture(page)).toHaveAccessibleName("A wheel of 1,000 choices");
    expect(await scrollsSideways(page)).toBe(false);
    const box = await page.locator(".wheel-frame").boundingBox();
    expect(box!.width).toBeLessThanOrEqual(320);
    await page.getByRole("button", { name: "Make Decision" }).click();
    // Labels give way to colour here: the name under the pointer is what a phone reads, so the spin shows it.
    await expect(page.locator(".wheel-frame")).toBeInViewport({ ratio: 0.9 });
    await expect(page.locator(".wheel-pointer-name")).toBeInViewport({ ratio: 0.9 });
    await page.clock.runFor(2_000);
    const expected = nameUnderPointer(names, await stopDegrees(page))!;
    await expect(announcement(page)).toHaveText(`Decision: ${isolate(expected)}`);
    await expect(page.locator(".wheel-pointer-name")).toHaveText(expected);
    expect(await scrollsSideways(page)).toBe(false);
  });
});

test.describe("1,001 names", () => {
  const names = Array.from({ length: 1001 }, (_, i) => `Name number ${i + 1}`);
  test.use({ storage: seeded(names) });

  test("get a clear message, keep the list, and the card still decides", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await expect(page.getByText("The wheel shows up to 1,000 choices, and this list has 1,001.")).toBeVisible();
    await expect(wheelPicture(page)).toHaveCount(0);
    await expect(page.getByText("Showing 200 of 1,001 choices.")).toBeVisible();
    await page.getByRole("button", { name: "Make Decision" }).click();
    await page.clock.runFor(2_000);
    await expect(decisionCard(page)).toContainText("Name number");
    expect((await storedHistory(page))[0]!.choices).toHaveLength(1001);
  });
});

test.describe("awkward names", () => {
  const payload = `<img src=x onerror="window.__pwned=1">`;
  const names = [`${"A long name ".repeat(42).slice(0, 499)}.`, "Pizza 🍕 👩‍👩‍👧", "שלום עולם", "مرحبا", payload];
  test.use({ storage: seeded(names) });

  test("a 500-character name, emoji, right-to-left text and markup spin like any other, shown as text", async ({
    page,
  }) => {
    expect(names[0]).toHaveLength(500);
    await page.clock.install();
    await page.goto("/");
    await expect(wheelPicture(page)).toHaveAccessibleName("A wheel of 5 choices");
    for (let spin = 0; spin < 3; spin++) {
      await page.getByRole("button", { name: "Make Decision" }).click();
      await page.clock.runFor(2_000);
      const expected = nameUnderPointer(names, await stopDegrees(page))!;
      await expect(announcement(page)).toHaveText(`Decision: ${isolate(expected)}`);
      await expect(page.locator(".wheel-pointer-name")).toHaveText(expected);
    }
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator(".wheel img")).toHaveCount(0);
  });
});
