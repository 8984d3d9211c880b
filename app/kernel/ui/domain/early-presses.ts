/**
 * What the inline script that takes early presses and the page's replay of them agree on. A page is on screen before
 * its scripts run (decision 013), so a visitor can press its buttons before it can act: a small inline script in the
 * head (app/early-press-capture.ts) takes those presses, in order, and keeps them on `window` until the page runs;
 * ~/kernel/ui/hooks/use-early-presses.ts then replays each once on the control that was pressed
 * (docs/decisions/018-early-presses.md).
 */
export const earlyPressGlobal = "__earlyPresses";
/** On a button whose press is waiting: it looks pressed, and the status the page carries for it shows. */
export const pressedAttribute = "data-early-press";
/**
 * On an element a click anywhere on acts (a template's card does what its main button does): the inline script takes a
 * click on it as it takes one on a button.
 */
export const pressableAttribute = "data-pressable";
/** What a click before the page runs is taken on, and replayed on: an enabled button, or an element marked pressable. */
export const pressableSelector = `button:enabled, [${pressableAttribute}]`;
/**
 * A link to the same page in another language (the language menu). Once something is typed, a click on one before the
 * page runs is taken and replayed as the page's own move, which keeps what was typed; until then, and for every other
 * link, links work as links do without scripts.
 */
export const languageLinkSelector = "a[hreflang]";
/**
 * What a press on a button greyed in the first paint is taken on. A disabled button hears no click, and Chromium sends
 * it only its pointer's down and up: the press counts if the page, once it runs, has enabled the button.
 */
export const greyedButtonSelector = "button:disabled";
/**
 * On the document while a shared link's list, matrix or receipt, or a poll's link, is read: the tool shows once it is
 * filled in, and a poll's link never shows the new-vote form.
 */
export const openingLinkAttribute = "data-opening-link";

/**
 * A press the inline script took: a click on a button, a pointer released on the greyed button it went down on, Enter
 * (with Ctrl or ⌘ too), lines pasted into a field or a file chosen. The event keeps its target and keys; a paste's text
 * is read while it is dispatched, as only then can it be.
 */
export interface EarlyPress {
  event: Event;
  text?: string;
  /**
   * Settled when the page first runs, with what the visitor typed early and the start-up work filled in: the press
   * would reach a greyed button then (its own, or the decision button for Ctrl/⌘+Enter), so it does nothing, as it
   * would on the running page; typing that comes after, while the replay still loads, does not make it act.
   */
  heldBack?: boolean;
}

/**
 * What the inline script leaves on `window`: the presses not yet replayed (it adds to them), how to stop it, and
 * whether a press is being replayed (it lets those events through).
 */
export interface EarlyPressCapture {
  presses: EarlyPress[];
  stop: () => void;
  replaying?: boolean;
  /** Set by the page in its hydrating commit: from then on a keystroke reaches the page. */
  running?: boolean;
  /**
   * Settles which waiting presses are held back, once: the page calls it when its start-up work is done, and the inline
   * script before the running page hears a keystroke, which could enable a button.
   */
  settle: () => void;
}
