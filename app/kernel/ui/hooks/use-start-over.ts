import { useMoveFocus } from "~/kernel/ui/hooks/use-move-focus";

/**
 * "Start over" for a form: `clear` renders at once, so the first text field of the element behind
 * `ref` exists again and takes the keyboard focus (the button that had it is gone).
 */
export function useStartOver<T extends HTMLElement>(clear: () => void) {
  const { ref, moveFocus } = useMoveFocus<T>();
  const startOver = () =>
    moveFocus(clear, (element) => element.querySelector<HTMLElement>('input[type="text"], textarea'));
  return { ref, startOver };
}
