import {
  languageLinkSelector,
  pressableSelector,
  pressedAttribute,
  type EarlyPress,
  type EarlyPressCapture,
} from "~/kernel/ui/domain/early-presses";
import type { I18n } from "~/i18n/runtime";
import { sayEarlyPressesNotDone } from "~/kernel/ui/hooks/say-early-presses-not-done";

// A task of its own, after what the page has queued (React schedules its work with messages too), and not a timer,
// which a paused test clock or a hidden tab would hold back. Not kernel/ui/domain/next-task.ts: this chunk loads on
// any page pressed before it ran, content pages too, and importing it would bring the tools' shared chunk along.
const nextTask = () =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = resolve;
    channel.port2.postMessage(null);
  });

/** The control a press was made on, as the visitor saw it: the element, and the name it went by then. */
interface PressedControl {
  element: Element;
  name: string;
}

/**
 * Replays the presses taken before the page ran, each once, on the control it was made on, each in a task of its own as
 * a visitor's presses come one after another. Each press remembers its control from before any of them acted, so one
 * that an earlier press took off the page (a filter, a view switch) acts on the control the page now shows under the
 * same name, or, where there is none, the page says that it was not done: a press is never lost without a word. Presses
 * made meanwhile join the queue, so the order holds; then the inline script stops taking them, and the pressed buttons
 * look as usual again. `i18n` words the notice in the page's language.
 */
export async function replayEarlyPresses(capture: EarlyPressCapture, i18n: I18n) {
  const controls = new Map<EarlyPress, PressedControl>();
  const remember = () => capture.presses.forEach((press) => controls.has(press) || controls.set(press, pressed(press)));
  const notDone: string[] = [];
  remember();
  for (let press = capture.presses.shift(); press; press = capture.presses.shift()) {
    const control = controls.get(press) ?? pressed(press);
    const element = findOnPage(control);
    capture.replaying = true;
    if (!element) notDone.push(control.name);
    else if (!press.heldBack) act(press, element);
    capture.replaying = false;
    await nextTask();
    remember();
  }
  capture.stop();
  document.querySelectorAll(`[${pressedAttribute}]`).forEach((element) => element.removeAttribute(pressedAttribute));
  if (notDone.length > 0) sayEarlyPressesNotDone(i18n, notDone);
}

function pressed({ event }: EarlyPress): PressedControl {
  const target = event.target as Element;
  // A click on a button's label, or on a pressable card's text, is a press on the button or the card.
  const element = (event instanceof MouseEvent && target.closest(`button, ${pressableSelector}`)) || target;
  return { element, name: nameOf(element) };
}

/**
 * What a control is called, as a visitor reads it: its label, or its text without what is hidden from screen readers
 * (an icon, a "+"). A repeated control carries in its label which one it is ("Use This Template “Eat out or cook?”").
 */
function nameOf(element: Element): string {
  const label = element.getAttribute("aria-label") ?? (element as HTMLInputElement).labels?.[0]?.textContent;
  if (label) return label.replace(/\s+/g, " ").trim();
  const text = element.cloneNode(true) as Element;
  text.querySelectorAll("[aria-hidden=true]").forEach((hidden) => hidden.remove());
  return (text.textContent ?? "").replace(/\s+/g, " ").trim();
}

/**
 * The pressed control if it is still on the page; else the one control of its kind the page now shows under its name
 * (React made it anew); else none: the page no longer has what the visitor pressed, and nothing else stands in for it.
 */
function findOnPage({ element, name }: PressedControl): Element | undefined {
  if (element.isConnected) return element;
  const namesakes = [...document.querySelectorAll(element.localName)].filter((found) => nameOf(found) === name);
  return namesakes.length === 1 ? namesakes[0] : undefined;
}

function act({ event, text = "" }: EarlyPress, control: Element) {
  // A click, or a press on a button the first paint showed greyed: it acts only if the page has enabled the button.
  if (event instanceof MouseEvent) {
    return control.closest<HTMLElement>(`${pressableSelector}, ${languageLinkSelector}`)?.click();
  }
  const field = control as HTMLInputElement;
  if (event.type === "paste") return paste(field, text);
  // Enter as it came (with its keys), or a file chosen: the same event again, now that the page hears it.
  const again = new (event.constructor as typeof Event)(event.type, event);
  const unhandled = field.dispatchEvent(again);
  // What the browser does with Enter in a field the page leaves alone: it presses the form's submit button.
  const { key, ctrlKey, metaKey } = event as KeyboardEvent;
  if (key === "Enter" && unhandled && !ctrlKey && !metaKey) {
    field.form?.querySelector<HTMLElement>("[type=submit]")?.click();
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
