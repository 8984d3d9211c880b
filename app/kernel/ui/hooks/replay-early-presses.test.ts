import { describe, expect, it, vi } from "vitest";
import { pressedAttribute, type EarlyPress } from "~/kernel/ui/domain/early-presses";
import { replayEarlyPresses } from "~/kernel/ui/hooks/replay-early-presses";

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
  return { stop, capture: (presses: EarlyPress[]) => ({ presses, stop }) };
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

    await replayEarlyPresses(capture(presses));

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

    await replayEarlyPresses(capture(presses));

    expect(clicks).toEqual(["One", "Two"]);
  });

  it("drops a press on a control the page no longer shows, and one on a button now disabled", async () => {
    const { capture } = page("<button>Gone</button><button>Disabled</button>");
    const [gone, disabled] = [...document.querySelectorAll("button")] as HTMLButtonElement[];
    const clicked = vi.fn();
    const presses = [gone!, disabled!].map((button) => taken(button, new MouseEvent("click", { bubbles: true })));
    gone!.addEventListener("click", clicked);
    disabled!.addEventListener("click", clicked);
    gone!.remove();
    disabled!.disabled = true;

    await replayEarlyPresses(capture(presses));

    expect(clicked).not.toHaveBeenCalled();
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

    await replayEarlyPresses(capture(presses));

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

    await replayEarlyPresses(capture(presses));

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

    await replayEarlyPresses(capture(presses));

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

    await replayEarlyPresses(capture(presses));

    expect(read).toEqual(["names.txt"]);
  });
});
