import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { pressedAttribute, type EarlyPress } from "~/kernel/ui/domain/early-presses";
import { replayEarlyPresses } from "~/kernel/ui/hooks/replay-early-presses";
import { createI18n } from "~/i18n/runtime";

const english = createI18n("en", {});

/** A press as the inline script keeps it: the event, dispatched (so it has its target) and stopped. */
function taken(target: EventTarget, event: Event): EarlyPress {
  const stop = (stopped: Event) => stopped.stopImmediatePropagation();
  window.addEventListener(event.type, stop, { capture: true, once: true });
  target.dispatchEvent(event);
  return { event };
}

const enter = (init: KeyboardEventInit = {}) =>
  new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true, ...init });

function page(html: string) {
  document.body.innerHTML = html;
  const stop = vi.fn();
  return { stop, capture: (presses: EarlyPress[]) => ({ presses, stop, settle: vi.fn() }) };
}

describe("replaying early presses", () => {
  it("clicks each pressed button once, in order, then stops taking presses and shows the buttons as usual", async () => {
    const { stop, capture } = page("<button>First</button><button><span>Second</span></button>");
    const [first, second] = [...document.querySelectorAll("button")] as HTMLButtonElement[];
    const clicks: string[] = [];
    for (const button of [first!, second!]) {
      button.setAttribute(pressedAttribute, "");
      button.addEventListener("click", () => clicks.push(button.textContent ?? ""));
    }
    const presses = [
      taken(second!.firstChild!, new MouseEvent("click", { bubbles: true })),
      taken(first!, new MouseEvent("click", { bubbles: true })),
    ];
    expect(clicks).toEqual([]);

    await replayEarlyPresses(capture(presses), english);

    expect(clicks).toEqual(["Second", "First"]);
    expect(stop).toHaveBeenCalledOnce();
    expect(document.querySelector(`[${pressedAttribute}]`)).toBeNull();
  });

  it("replays presses taken while it replays, after the others", async () => {
    const { capture } = page("<button>One</button><button>Two</button>");
    const [one, two] = [...document.querySelectorAll("button")] as HTMLButtonElement[];
    const clicks: string[] = [];
    const presses = [taken(one!, new MouseEvent("click", { bubbles: true }))];
    one!.addEventListener("click", () => {
      clicks.push("One");
      presses.push(taken(two!, new MouseEvent("click", { bubbles: true })));
    });
    two!.addEventListener("click", () => clicks.push("Two"));

    await replayEarlyPresses(capture(presses), english);

    expect(clicks).toEqual(["One", "Two"]);
  });

  it("says which presses were not done when their control is gone, and clicks none on a button now disabled", async () => {
    const { capture } = page('<button aria-label="Remove choice 3">×</button><button>Disabled</button>');
    const [gone, disabled] = [...document.querySelectorAll("button")] as HTMLButtonElement[];
    const clicked = vi.fn();
    const presses = [gone!, disabled!].map((button) => taken(button, new MouseEvent("click", { bubbles: true })));
    gone!.addEventListener("click", clicked);
    disabled!.addEventListener("click", clicked);
    gone!.remove();
    disabled!.disabled = true;

    await replayEarlyPresses(capture(presses), english);

    expect(clicked).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "“Remove choice 3”, pressed while the page was loading, was not done",
    );
  });

  it("carries out a press whose control an earlier press made anew, on the control of the same name", async () => {
    const { capture } = page(
      '<button>Card</button><div id="view"><button><span aria-hidden="true">+</span> Add</button></div>',
    );
    const [card, add] = [...document.querySelectorAll("button")] as HTMLButtonElement[];
    const added = vi.fn();
    // The view switch draws the view again: the Add button pressed is gone, and another stands in its place.
    card!.addEventListener("click", () => {
      document.querySelector("#view")!.innerHTML = '<button><span aria-hidden="true">+</span> Add</button>';
      document.querySelector("#view button")!.addEventListener("click", added);
    });
    add!.addEventListener("click", () => added("the button that is gone"));
    const presses = [card!, add!].map((button) => taken(button, new MouseEvent("click", { bubbles: true })));

    await replayEarlyPresses(capture(presses), english);

    expect(added).toHaveBeenCalledOnce();
    expect(added).not.toHaveBeenCalledWith("the button that is gone");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("never lets a press an earlier press took off the page act on what stands there now, and says so", async () => {
    const { capture } = page(
      '<button>Finance</button><ul><li><button aria-label="Use “Eat out or cook?”">Use</button></li></ul>',
    );
    const [finance, use] = [...document.querySelectorAll("button")] as HTMLButtonElement[];
    const used: string[] = [];
    // The filter shows another card in the same place, with a button of the same text but another name.
    finance!.addEventListener("click", () => {
      document.querySelector("ul")!.innerHTML = '<li><button aria-label="Use “Save or spend?”">Use</button></li>';
      document.querySelector("li button")!.addEventListener("click", () => used.push("Save or spend?"));
    });
    use!.addEventListener("click", () => used.push("Eat out or cook?"));
    const presses = [finance!, use!].map((button) => taken(button, new MouseEvent("click", { bubbles: true })));

    await replayEarlyPresses(capture(presses), english);

    expect(used).toEqual([]);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "“Use “Eat out or cook?””, pressed while the page was loading, was not done: by the time the page could act, " +
        "it no longer showed it.",
    );
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("clicks a button greyed when it was pressed once the page has enabled it, and leaves one still greyed", async () => {
    const { capture } = page(
      "<button disabled><span>Make Decision</span></button><button disabled>Share list</button>",
    );
    const [decide, share] = [...document.querySelectorAll("button")] as HTMLButtonElement[];
    const clicks: string[] = [];
    for (const button of [decide!, share!])
      button.addEventListener("click", () => clicks.push(button.textContent ?? ""));
    const presses = [decide!.firstChild!, share!].map((target) =>
      taken(target, new PointerEvent("pointerup", { bubbles: true })),
    );
    // Hydrated, the page has the choices typed before it ran: it enables the decision, not the sharing.
    decide!.disabled = false;

    await replayEarlyPresses(capture(presses), english);

    expect(clicks).toEqual(["Make Decision"]);
  });

  it("gives Enter to the field, and presses the form's submit button only when the page leaves Enter alone", async () => {
    const { capture } = page(
      '<form><input aria-label="Winners"><input aria-label="Choice 1"><button type="submit">Draw</button></form>',
    );
    const [winners, choice] = [...document.querySelectorAll("input")] as HTMLInputElement[];
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector("form")!.addEventListener("submit", submitted);
    // The page takes Enter in a choice row: it moves to the next row.
    const movedOn = vi.fn((event: KeyboardEvent) => event.preventDefault());
    choice!.addEventListener("keydown", movedOn);
    const presses = [taken(choice!, enter()), taken(winners!, enter())];

    await replayEarlyPresses(capture(presses), english);

    expect(movedOn).toHaveBeenCalledOnce();
    expect(submitted).toHaveBeenCalledOnce();
  });

  it("gives Ctrl+Enter to the page as it came, to press the decision button, and submits nothing itself", async () => {
    const { capture } = page('<form><input aria-label="Choice 1"><button type="submit">Decide</button></form>');
    const field = document.querySelector("input")!;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector("form")!.addEventListener("submit", submitted);
    const shortcut = vi.fn();
    document.addEventListener("keydown", (event) => shortcut(event.key, event.ctrlKey, event.metaKey));
    const presses = [taken(field, enter({ ctrlKey: true }))];
    shortcut.mockClear();

    await replayEarlyPresses(capture(presses), english);

    expect(shortcut).toHaveBeenCalledExactlyOnceWith("Enter", true, false);
    expect(submitted).not.toHaveBeenCalled();
  });

  it("tells the page of a file chosen before it ran, with the file still in the field", async () => {
    const { capture } = page('<input type="file" aria-label="Import from file">');
    const input = document.querySelector("input")!;
    const file = new File(["Ada\nGrace"], "names.txt", { type: "text/plain" });
    Object.defineProperty(input, "files", { value: [file] });
    const read: string[] = [];
    const presses = [taken(input, new Event("change", { bubbles: true }))];
    input.addEventListener("change", (event) => read.push((event.target as HTMLInputElement).files![0]!.name));

    await replayEarlyPresses(capture(presses), english);

    expect(read).toEqual(["names.txt"]);
  });
});
