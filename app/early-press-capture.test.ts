import { afterEach, describe, expect, it, vi } from "vitest";
import { earlyPressCaptureScript, withEarlyPressCapture } from "./early-press-capture";
import { earlyPressGlobal, openingLinkAttribute, type EarlyPressCapture } from "~/kernel/ui/domain/early-presses";

// What jsdom can show of the script: a test's events are not trusted, as the presses the page's script replays are
// not, and the script lets them through. Trusted presses, which it takes: e2e/early-input.spec.ts and
// e2e/early-press-timing.spec.ts, in Chromium.

const capture = () => (window as unknown as Record<string, EarlyPressCapture | undefined>)[earlyPressGlobal];

/** Runs the head script as the browser would, with `hash` in the address. */
function runScript(hash = "") {
  window.history.replaceState(null, "", `/page${hash}`);
  new Function(earlyPressCaptureScript)();
}

afterEach(() => {
  capture()?.stop();
  delete (window as unknown as Record<string, unknown>)[earlyPressGlobal];
  document.documentElement.removeAttribute(openingLinkAttribute);
  window.history.replaceState(null, "", "/");
});

describe("the early-press script", () => {
  it.each(["#list=1.j.abc", "#matrix=1.d.abc"])("marks a page opened from a shared link (%s)", (hash) => {
    runScript(hash);
    expect(document.documentElement).toHaveAttribute(openingLinkAttribute);
  });

  it.each(["", "#main", "#receipt=1.abc", "#x-list=1"])("leaves other pages unmarked (%s)", (hash) => {
    runScript(hash);
    expect(document.documentElement).not.toHaveAttribute(openingLinkAttribute);
  });

  it("lets through the presses the page's script replays, and stops when told", () => {
    runScript();
    document.body.innerHTML = '<form><input aria-label="Choice 1"><button type="submit">Decide</button></form>';
    const [field, button] = [document.querySelector("input"), document.querySelector("button")] as HTMLElement[];
    const heard = vi.fn();
    document.addEventListener("click", heard);
    document.addEventListener("keydown", heard);

    button!.click();
    field!.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", ctrlKey: true, bubbles: true }));

    expect(heard).toHaveBeenCalledTimes(2);
    expect(capture()?.presses).toEqual([]);
    expect(button).not.toHaveAttribute("data-early-press");
    capture()?.stop();
  });
});

describe("withEarlyPressCapture", () => {
  const page =
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><main></main><script>x()</script></body></html>';

  it("puts the script last in the head and the status last in the body", () => {
    const html = withEarlyPressCapture(page);

    expect(html).toBe(
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>${earlyPressCaptureScript}</script></head>` +
        '<body><main></main><script>x()</script><p class="visually-hidden" role="status">' +
        '<span class="early-press-status">Pressed. It acts as soon as the page has loaded.</span></p></body></html>',
    );
  });

  it("refuses a page without a head and a body", () => {
    expect(() => withEarlyPressCapture("<p>Not a page</p>")).toThrow("No head and body");
  });
});
