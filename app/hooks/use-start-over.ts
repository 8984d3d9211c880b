import { useRef } from "react";
import { flushSync } from "react-dom";

/**
 * "Start over" for a form: `clear` renders at once, so the first text field of the element behind
 * `ref` exists again and takes the keyboard focus (the button that had it is gone).
 */
export function useStartOver<T extends HTMLElement>(clear: () => void) {
  const ref = useRef<T>(null);
  const startOver = () => {
    flushSync(clear);
    ref.current?.querySelector<HTMLElement>('input[type="text"], textarea')?.focus();
  };
  return { ref, startOver };
}
