import { useEffect } from "react";
import { useNavigate } from "react-router";
import { recordToSharedFeed } from "~/domain/feed";
import type { DecisionTemplate } from "~/domain/templates";
import { savePendingTemplate, takePendingTemplate } from "~/storage/pending-template";

/** Hands a template chosen on /templates to the page once, after hydration, and removes it. */
export function usePendingTemplate(apply: (choices: string[]) => void): void {
  useEffect(() => {
    const choices = takePendingTemplate();
    if (choices) apply(choices);
  }, [apply]);
}

/** Where a template's choices can open: the quick pick, or This or That to rank them. */
export type TemplateTool = "/" | "/this-or-that";

/** Choosing a template: its choices wait in storage for the tool's page, which opens next. */
export function useTemplateChoice(): (template: DecisionTemplate, tool?: TemplateTool) => void {
  const navigate = useNavigate();
  return (template, tool = "/") => {
    // Where storage is blocked the page simply opens empty: there is no other way to hand the choices over.
    savePendingTemplate(template.choices);
    void recordToSharedFeed({
      result: template.title,
      choices: template.choices,
      category: "Template",
      page: "/templates",
      timestamp: new Date().toISOString(),
    });
    void navigate(tool);
  };
}

/** "Open again": the record's options wait in storage for the tool, as a template's do; blocked storage opens it empty. */
export function useOpenAgain(): (choices: readonly string[]) => void {
  return savePendingTemplate;
}
