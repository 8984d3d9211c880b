import { createI18n } from "~/i18n/runtime";
import { screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { QuickDecider } from "~/features/wheel";
import { encodeListLink } from "~/kernel/lists/domain/list-link";
import { earlyPressGlobal, openingLinkAttribute, type EarlyPress } from "~/kernel/ui/domain/early-presses";
import { useReplayEarlyPresses } from "~/kernel/ui/hooks/use-early-presses";
import { loadWheelPicture, prerender } from "~/test/prerender";

// The page's side of early presses, with the page it serves: presses taken before the page ran act once it runs, after
// what the page fills in at start (a shared link's list). The inline script that takes them: e2e/early-input.spec.ts.

function EarlyPressReplay() {
  useReplayEarlyPresses(createI18n("en", {}));
  return null;
}

const prerenderHome = () =>
  prerender(
    <MemoryRouter>
      <QuickDecider />
      <EarlyPressReplay />
    </MemoryRouter>,
  );

/** What the inline script leaves on the page: the presses it took, made as `press` makes them. */
function takePresses(press: () => void) {
  const presses: EarlyPress[] = [];
  const take = (event: Event) => {
    event.stopImmediatePropagation();
    presses.push({ event });
  };
  window.addEventListener("click", take, true);
  press();
  window.removeEventListener("click", take, true);
  const stop = vi.fn();
  (window as unknown as Record<string, unknown>)[earlyPressGlobal] = { presses, stop, settle: () => {} };
  return { presses, stop };
}

const choiceRows = () => screen.getAllByRole("textbox", { name: /^Choice \d+$/ });

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[earlyPressGlobal];
  document.documentElement.removeAttribute(openingLinkAttribute);
  window.history.replaceState(null, "", "/");
});

describe("presses made before the page ran", () => {
  // Loaded first: the wheel's picture, which the build's prerender waits for, and the replay, which loads only when
  // there are presses; loaded here, it waits on nothing but what it must wait for.
  beforeAll(async () => {
    await import("~/kernel/ui/hooks/replay-early-presses");
    await loadWheelPicture(
      <MemoryRouter>
        <QuickDecider />
      </MemoryRouter>,
    );
  });

  it("act once the page runs, once each", async () => {
    const page = prerenderHome();
    const { stop } = takePresses(() => {
      screen.getByRole("button", { name: "Add Choice" }).click();
      screen.getByRole("button", { name: "Add Choice" }).click();
    });
    expect(choiceRows()).toHaveLength(2);

    page.hydrate();

    await waitFor(() => expect(stop).toHaveBeenCalledOnce());
    expect(choiceRows()).toHaveLength(4);
  });

  it("act on the list a shared link filled in, which shows only then", async () => {
    // Long enough to travel compressed, so reading it takes a few tasks.
    const choices = ["Tea", "Coffee", "Juice"].map((drink) => `${drink} with a slice of lemon cake`);
    window.history.replaceState(null, "", `/#${await encodeListLink({ choices })}`);
    document.documentElement.setAttribute(openingLinkAttribute, "");
    const page = prerenderHome();
    const { stop } = takePresses(() => screen.getByRole("button", { name: "Add Choice" }).click());

    page.hydrate();

    await waitFor(() => expect(stop).toHaveBeenCalledOnce());
    expect(choiceRows().map((row) => (row as HTMLInputElement).value)).toEqual([...choices, ""]);
    expect(document.documentElement).not.toHaveAttribute(openingLinkAttribute);
  });

  it("leave nothing to replay when there were none: taking presses simply stops", async () => {
    const page = prerenderHome();
    const { stop } = takePresses(() => {});

    page.hydrate();

    await waitFor(() => expect(stop).toHaveBeenCalledOnce());
    expect(choiceRows()).toHaveLength(2);
  });
});
