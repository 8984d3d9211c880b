import { useLayoutEffect, type RefObject } from "react";

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Pages are prerendered, so a visitor can type, move a slider or pick a radio before React takes over.
 * Hydrating, React leaves the field as the visitor left it while its state still holds what was rendered:
 * the entry would show but count for nothing, and the next render would wipe it. So a field found changed
 * on mount hands itself to `onEarlyInput`. Text fields, text areas, sliders and radios.
 */
export function useKeepEarlyInput<T extends Field>(ref: RefObject<T | null>, onEarlyInput: (field: T) => void): void {
  useLayoutEffect(() => {
    const field = ref.current;
    if (field && changedBeforeHydration(field)) onEarlyInput(field);
    // Only the hydrating mount can find input that React does not know about.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

// React sets the default to what it rendered and, hydrating, never writes over what the field holds.
function changedBeforeHydration(field: Field): boolean {
  // Unchecking a radio is no news: the radio checked instead tells of the choice.
  if (field instanceof HTMLInputElement && field.type === "radio") return field.checked && !field.defaultChecked;
  return field.value !== field.defaultValue;
}
