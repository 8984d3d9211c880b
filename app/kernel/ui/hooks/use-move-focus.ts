import { useRef } from "react";
import { flushSync } from "react-dom";

/**
 * For a change that removes or disables the focused control: `moveFocus` renders the change at once, then focuses
 * what `target` picks inside the element behind `ref`, so the keyboard focus is not dropped to the page.
 */
export function useMoveFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const moveFocus = (change: () => void, target: (element: T) => HTMLElement | null | undefined) => {
    flushSync(change);
    if (ref.current) target(ref.current)?.focus();
  };
  return { ref, moveFocus };
}
