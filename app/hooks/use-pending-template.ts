import { useEffect } from "react";
import { takePendingTemplate } from "~/storage/pending-template";

/** Hands a template chosen on /templates to the page once, after hydration, and removes it. */
export function usePendingTemplate(apply: (choices: string[]) => void): void {
  useEffect(() => {
    const choices = takePendingTemplate();
    if (choices) apply(choices);
  }, [apply]);
}
