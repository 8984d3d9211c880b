import { useNavigate } from "react-router";
import { recordToSharedFeed } from "~/kernel/records/domain/shared-feed";
import type { DecisionTemplate } from "~/features/templates/domain/templates";
import { savePendingTemplate } from "~/kernel/lists/storage/pending-template";

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
