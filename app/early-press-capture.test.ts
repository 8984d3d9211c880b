import { afterEach, describe, expect, it } from "vitest";
import { earlyPressCaptureScript, withEarlyPressCapture } from "./early-press-capture";
import { replayEarlyPresses } from "~/kernel/ui/hooks/replay-early-presses";
import { createI18n } from "~/i18n/runtime";
import {
  earlyPressGlobal,
  openingLinkAttribute,
  pressedAttribute,
  type EarlyPressCapture,
} from "~/kernel/ui/domain/early-presses";

const english = createI18n("en", {});

const capture = () => (window as unknown as Record<string, EarlyPressCapture | undefined>)[earlyPressGlobal];

/** Runs the head script as the browser would, with `hash` in the address, on a page holding `body`. */
function runScript({ hash = "", body = "" } = {}) {
  window.history.replaceState(null, "", `/page${hash}`);
  new Function(earlyPressCaptureScript)();
  document.body.innerHTML = body;
}

let pageListening = new AbortController();

/** Every click, key, paste and change that reaches the page, as its own listeners would hear them. */
function listenAsThePage() {
  const heard: string[] = [];
  for (const type of ["click", "keydown", "paste", "change"]) {
    const hear = (event: Event) => heard.push(`${type} ${(event.target as Element).tagName}`);
    document.addEventListener(type, hear, { signal: pageListening.signal });
  }
  return heard;
}

const enter = (init: KeyboardEventInit = {}) =>
  new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true, ...init });

function paste(text: string) {
  const event = new Event("paste", { bubbles: true, cancelable: true });
  Object.defineProperty(event, "clipboardData", { value: { getData: () => text } });
  return event;
}

const page = `
  <form>
    <input aria-label="Choice 1"><textarea aria-label="Context"></textarea><input type="file" aria-label="Import">
    <button type="submit" aria-keyshortcuts="Control+Enter Meta+Enter"><span>Decide</span></button>
    <button type="button" disabled>Share</button>
  </form>
  <a href="#main">Skip</a>`;

const element = (selector: string) => document.querySelector(selector) as HTMLElement;

afterEach(() => {
  pageListening.abort();
  pageListening = new AbortController();
  capture()?.stop();
  delete (window as unknown as Record<string, unknown>)[earlyPressGlobal];
  document.documentElement.removeAttribute(openingLinkAttribute);
  window.history.replaceState(null, "", "/");
});

describe("the early-press script", () => {
  it.each(["#list=1.j.abc", "#matrix=1.d.abc", "#receipt=1.abc", "#v1.poll.key", "#o1.poll.key.token.key"])(
    "marks a page opened from a shared link (%s)",
    (hash) => {
      runScript({ hash });
      expect(document.documentElement).toHaveAttribute(openingLinkAttribute);
    },
  );

  it.each(["", "#main", "#x-list=1", "#v1", "#v2.poll.key"])("leaves other pages unmarked (%s)", (hash) => {
    runScript({ hash });
    expect(document.documentElement).not.toHaveAttribute(openingLinkAttribute);
  });

  it("takes what only the page's script can act on, in order, before the page hears it, and marks the button", () => {
    runScript({ body: page });
    const heard = listenAsThePage();

    element("button span").click();
    element("input").dispatchEvent(enter());
    element("textarea").dispatchEvent(enter({ ctrlKey: true }));
    element("input").dispatchEvent(paste("Ada\nGrace"));
    element("input[type=file]").dispatchEvent(new Event("change", { bubbles: true }));

    expect(heard).toEqual([]);
    expect(capture()?.presses.map(({ event, text }) => [event.type, (event.target as Element).tagName, text])).toEqual([
      ["click", "SPAN", undefined],
      ["keydown", "INPUT", undefined],
      ["keydown", "TEXTAREA", undefined],
      ["paste", "INPUT", "Ada\nGrace"],
      ["change", "INPUT", undefined],
    ]);
    expect(capture()?.presses.every(({ event }) => event.defaultPrevented || event.type === "change")).toBe(true);
    expect(element("button")).toHaveAttribute(pressedAttribute);
  });

  it("leaves to the browser and the page what works without the page's script", () => {
    runScript({ body: page });
    const heard = listenAsThePage();

    element("a").click();
    element("button[disabled]").dispatchEvent(new MouseEvent("click", { bubbles: true }));
    element("textarea").dispatchEvent(enter());
    element("input").dispatchEvent(enter({ isComposing: true }));
    element("input").dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true }));
    element("input").dispatchEvent(paste("One line"));
    element("input").dispatchEvent(new Event("change", { bubbles: true }));

    expect(heard).toEqual([
      "click A",
      "click BUTTON",
      "keydown TEXTAREA",
      "keydown INPUT",
      "keydown INPUT",
      "paste INPUT",
      "change INPUT",
    ]);
    expect(capture()?.presses).toEqual([]);
  });

  it("takes a press on a greyed button: its pointer going down and up on it, with the primary button or a finger", () => {
    runScript({ body: page });
    const heard = listenAsThePage();
    const greyed = element("button[disabled]");
    const pointer = (type: string, target: Element, init: PointerEventInit = {}) =>
      target.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, ...init }));

    pointer("pointerdown", greyed);
    pointer("pointerup", greyed);
    pointer("pointerdown", greyed, { pointerType: "touch" });
    pointer("pointerup", greyed, { pointerType: "touch" });

    expect(heard).toEqual([]);
    expect(capture()?.presses.map(({ event }) => [event.type, (event as PointerEvent).pointerType])).toEqual([
      ["pointerup", ""],
      ["pointerup", "touch"],
    ]);
    expect(capture()?.presses.every(({ event }) => event.defaultPrevented)).toBe(true);
    expect(greyed).toHaveAttribute(pressedAttribute);
  });

  it("takes no press that only ends on a greyed button, none with another mouse button, none on an enabled one", () => {
    runScript({ body: page });
    const pointer = (type: string, target: Element, init: PointerEventInit = {}) =>
      target.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, ...init }));
    const greyed = element("button[disabled]");

    // Dragged from the field (selecting its text) and let go over the button: no click either, on an enabled one.
    pointer("pointerdown", element("input"));
    pointer("pointerup", greyed);
    pointer("pointerdown", greyed, { button: 2 });
    pointer("pointerup", greyed, { button: 2 });
    // An enabled button's press is its click, taken as such.
    pointer("pointerdown", element("button[type=submit]"));
    pointer("pointerup", element("button[type=submit]"));

    expect(capture()?.presses).toEqual([]);
    expect(greyed).not.toHaveAttribute(pressedAttribute);
  });

  it("takes no Ctrl+Enter on a page without a decision button", () => {
    runScript({ body: '<input aria-label="Name">' });
    const heard = listenAsThePage();

    element("input").dispatchEvent(enter({ metaKey: true }));

    expect(heard).toEqual(["keydown INPUT"]);
  });

  it("hands each press to the page once, when the page's script replays it, and then takes no more", async () => {
    runScript({ body: page });
    const heard = listenAsThePage();
    element("button span").click();
    element("input").dispatchEvent(enter({ ctrlKey: true }));
    expect(heard).toEqual([]);

    await replayEarlyPresses(capture()!, english);
    expect(heard).toEqual(["click BUTTON", "keydown INPUT"]);
    expect(element("button")).not.toHaveAttribute(pressedAttribute);

    element("button").click();
    expect(heard).toEqual(["click BUTTON", "keydown INPUT", "click BUTTON"]);
  });

  it("holds back, once settled, a Ctrl+Enter that found the decision button greyed, however the page changes after", async () => {
    runScript({ body: page });
    const [decide, share] = [element("button[type=submit]"), element("button[type=button]")] as HTMLButtonElement[];
    decide!.disabled = true;
    element("input").dispatchEvent(enter({ ctrlKey: true }));
    capture()!.settle();
    decide!.disabled = false;
    share!.disabled = false;
    element("button[type=button]").click();
    capture()!.settle();
    expect(capture()!.presses.map(({ heldBack }) => heldBack)).toEqual([true, false]);

    const heard = listenAsThePage();
    await replayEarlyPresses(capture()!, english);
    expect(heard).toEqual(["click BUTTON"]);
  });

  it("lets through what the page's script replays, and takes nothing once stopped", () => {
    runScript({ body: page });
    const heard = listenAsThePage();

    capture()!.replaying = true;
    element("button").click();
    capture()!.replaying = false;
    capture()?.stop();
    element("button").click();

    expect(heard).toEqual(["click BUTTON", "click BUTTON"]);
    expect(capture()?.presses).toEqual([]);
  });
});

describe("withEarlyPressCapture", () => {
  const page =
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><main></main><script>x()</script></body></html>';

  it("puts the script last in the head and the status last in the body", () => {
    const html = withEarlyPressCapture(page);

    expect(html).toBe(
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>${earlyPressCaptureScript}</script></head>` +
        '<body><main></main><script>x()</script><div class="visually-hidden" role="status">' +
        '<span class="early-press-status">Pressed. It acts as soon as the page has loaded.</span></div></body></html>',
    );
  });

  it("refuses a page without a head and a body", () => {
    expect(() => withEarlyPressCapture("<p>Not a page</p>")).toThrow("No head and body");
  });
});
