import { type RefObject, useEffect, useId } from "react";

/** The keys, in the form aria-keyshortcuts wants: Ctrl+Enter anywhere, ⌘+Enter too for Mac keyboards. */
export const decisionShortcutKeys = "Control+Enter Meta+Enter";

const isDecisionShortcut = (event: KeyboardEvent) =>
  event.key === "Enter" &&
  (event.ctrlKey || event.metaKey) &&
  !event.altKey &&
  !event.shiftKey &&
  !event.isComposing &&
  !event.repeat;

/**
 * Ctrl/⌘+Enter anywhere on the page presses the page's decision button, exactly as a click would, and does
 * nothing while that button is disabled. Returns the props that tell assistive technology about it; the
 * button's description is the ShortcutHint with id `hintId`.
 */
export function useDecisionShortcut(buttonRef: RefObject<HTMLButtonElement | null>) {
  const hintId = useId();
  useEffect(() => {
    const pressDecisionButton = (event: KeyboardEvent) => {
      if (!isDecisionShortcut(event) || event.defaultPrevented) return;
      const button = buttonRef.current;
      if (!button || button.disabled) return;
      // Also stops Enter in a text field from submitting the form a second time.
      event.preventDefault();
      button.click();
    };
    document.addEventListener("keydown", pressDecisionButton);
    return () => document.removeEventListener("keydown", pressDecisionButton);
  }, [buttonRef]);
  return { hintId, buttonProps: { "aria-describedby": hintId, "aria-keyshortcuts": decisionShortcutKeys } };
}
