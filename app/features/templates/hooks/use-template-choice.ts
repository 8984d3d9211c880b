import { useLocation, useNavigate } from "react-router";
import { languageOfPath, localizedPath } from "~/i18n/languages";
import { recordToSharedFeed } from "~/kernel/records/domain/shared-feed";
import type { DecisionTemplate } from "~/features/templates/domain/templates";
import { savePendingTemplate } from "~/kernel/lists/storage/pending-template";

/** Where a template's choices can open: the quick pick, or This or That to rank them. */
export type TemplateTool = "/" | "/this-or-that";

/**
 * Choosing a template: its choices, as the page words them, wait in storage for the tool's page, which opens next in
 * the page's language. The shared feed keeps the template's stored English (decision D23).
 */
export function useTemplateChoice(): (
  template: DecisionTemplate,
  choices: readonly string[],
  tool?: TemplateTool,
) => void {
  const navigate = useNavigate();
  const language = languageOfPath(useLocation().pathname).code;
  return (template, choices, tool = "/") => {
    // Where storage is blocked the page simply opens empty: there is no other way to hand the choices over.
    savePendingTemplate([...choices]);
    void recordToSharedFeed({
      result: template.title,
      choices: template.choices,
      category: "Template",
      page: "/templates",
      timestamp: new Date().toISOString(),
    });
    void navigate(localizedPath(tool, language));
  };
}
