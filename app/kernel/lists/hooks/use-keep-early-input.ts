import { useLayoutEffect, type RefObject } from "react";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Pages are prerendered, so a visitor can type, move a slider, tick a box, pick a radio or choose in a list before
 * React takes over. Hydrating, React leaves the field as the visitor left it while its state still holds what was
 * rendered: the entry would show but count for nothing, and the next render would put back what was rendered. So a
 * field found changed on mount hands itself to `onEarlyInput`. Text fields, text areas, sliders, checkboxes, radios
 * and selects.
 */
export function useKeepEarlyInput<T extends Field>(ref: RefObject<T | null>, onEarlyInput: (field: T) => void): void {
  useLayoutEffect(() => {
    const field = ref.current;
    if (field && changedBeforeHydration(field)) onEarlyInput(field);
    // Only the hydrating mount can find input that React does not know about.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

// React sets the defaults to what it rendered and, hydrating, never writes over what the field holds.
function changedBeforeHydration(field: Field): boolean {
  // The server marks the option its value names; a list drawn in the browser has none marked, and no news.
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.defaultSelected && !option.selected);
  }
  const { type, checked, defaultChecked } = field as HTMLInputElement;
  // Unchecking a radio is no news: the radio checked instead tells of the choice.
  if (type === "radio") return checked && !defaultChecked;
  if (type === "checkbox") return checked !== defaultChecked;
  return field.value !== field.defaultValue;
}
