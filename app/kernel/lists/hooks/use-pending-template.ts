import { useEffect } from "react";
import { savePendingTemplate, takePendingTemplate } from "~/kernel/lists/storage/pending-template";

/** Hands a template chosen on /templates to the page once, after hydration, and removes it. */
export function usePendingTemplate(apply: (choices: string[]) => void): void {
  useEffect(() => {
    const choices = takePendingTemplate();
    if (choices) apply(choices);
  }, [apply]);
}

/** "Open again": the record's options wait in storage for the tool, as a template's do; blocked storage opens it empty. */
export function useOpenAgain(): (choices: readonly string[]) => void {
  return savePendingTemplate;
}
