import {
  pressableSelector,
  pressedAttribute,
  type EarlyPress,
  type EarlyPressCapture,
} from "~/kernel/ui/domain/early-presses";

// A task of its own, after what the page has queued (React schedules its work with messages too), and not a timer,
// which a paused test clock or a hidden tab would hold back.
const nextTask = () =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = resolve;
    channel.port2.postMessage(null);
  });

/**
 * Replays the presses taken before the page ran, each once, on the control it was made on, each in a task of its own as
 * a visitor's presses come one after another. Presses made meanwhile join the queue, so the order holds; then the
 * inline script stops taking them, and the pressed buttons look as usual again.
 */
export async function replayEarlyPresses(capture: EarlyPressCapture) {
  for (let press = capture.presses.shift(); press; press = capture.presses.shift()) {
    capture.replaying = true;
    act(press);
    capture.replaying = false;
    await nextTask();
  }
  capture.stop();
  document.querySelectorAll(`[${pressedAttribute}]`).forEach((element) => element.removeAttribute(pressedAttribute));
}

function act({ event, text = "" }: EarlyPress) {
  const target = event.target as HTMLInputElement;
  // A control the page no longer shows (its stored state showed another view) takes no press.
  if (!target.isConnected) return;
  // A click, or a press on a button the first paint showed greyed: it acts only if the page has enabled the button.
  if (event instanceof MouseEvent) return target.closest<HTMLElement>(pressableSelector)?.click();
  if (event.type === "paste") return paste(target, text);
  // Enter as it came (with its keys), or a file chosen: the same event again, now that the page hears it.
  const again = new (event.constructor as typeof Event)(event.type, event);
  const unhandled = target.dispatchEvent(again);
  // What the browser does with Enter in a field the page leaves alone: it presses the form's submit button.
  const { key, ctrlKey, metaKey } = event as KeyboardEvent;
  if (key === "Enter" && unhandled && !ctrlKey && !metaKey) {
    target.form?.querySelector<HTMLElement>("[type=submit]")?.click();
  }
}

function paste(field: HTMLInputElement, text: string) {
  const clipboardData = new DataTransfer();
  clipboardData.setData("text/plain", text);
  const unhandled = field.dispatchEvent(
    new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true }),
  );
  if (!unhandled) return;
  // The browser's own paste into a one-line field, for a page that takes no list from it.
  field.setRangeText(text.replace(/[\r\n]+/g, " "), field.selectionStart ?? 0, field.selectionEnd ?? 0, "end");
  field.dispatchEvent(new Event("input", { bubbles: true }));
}
