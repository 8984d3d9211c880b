import { pressedAttribute, type EarlyPress, type EarlyPressCapture } from "~/kernel/ui/domain/early-presses";

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Replays the presses taken before the page ran, each once, on the control it was made on, each in a task of its own as
 * a visitor's presses come one after another. Presses made meanwhile join the queue, so the order holds; then the
 * inline script stops taking them, and the pressed buttons look as usual again.
 */
export async function replayEarlyPresses(capture: EarlyPressCapture) {
  for (let press = capture.presses.shift(); press; press = capture.presses.shift()) {
    act(press);
    await nextTask();
  }
  capture.stop();
  document.querySelectorAll(`[${pressedAttribute}]`).forEach((element) => element.removeAttribute(pressedAttribute));
}

function act({ event, text = "" }: EarlyPress) {
  const target = event.target as HTMLInputElement;
  // A control the page no longer shows (its stored state showed another view) takes no press.
  if (!target.isConnected) return;
  if (event.type === "click") return target.closest("button")?.click();
  if (event.type === "paste") return paste(target, text);
  const key = event as KeyboardEvent;
  const unhandled = target.dispatchEvent(new KeyboardEvent("keydown", key));
  // What the browser does with Enter in a field the page leaves alone: it presses the form's submit button.
  if (unhandled && !key.ctrlKey && !key.metaKey) target.form?.querySelector<HTMLElement>("[type=submit]")?.click();
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
