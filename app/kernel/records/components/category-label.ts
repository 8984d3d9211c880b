import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { I18n } from "~/i18n/runtime";

// A record keeps its category as the English value it was saved with (decision D23): the page words the known ones in
// its language, and shows any other as it was stored.
const categoryLabels: Record<string, MessageDescriptor> = {
  "Quick Decision": msg({ message: "Quick Decision", comment: "A saved decision's kind: made with the quick decider" }),
  "AI Reasoned Decision": msg({ message: "AI Reasoned Decision", comment: "A saved decision's kind" }),
  "Weighted Decision": msg({ message: "Weighted Decision", comment: "A saved decision's kind" }),
  "Battle Royale": msg({ message: "Battle Royale", comment: "A saved decision's kind: a knockout tournament" }),
  "Giveaway Draw": msg({ message: "Giveaway Draw", comment: "A saved decision's kind" }),
  Teams: msg({ message: "Teams", comment: "A saved decision's kind: people split into teams" }),
  "This or That": msg({ message: "This or That", comment: "A saved decision's kind: a ranking by pairs" }),
  "Decision Matrix": msg({ message: "Decision Matrix", comment: "A saved decision's kind" }),
  "Group Vote": msg({ message: "Group Vote", comment: "A saved decision's kind" }),
  Template: msg({ message: "Template", comment: "A saved decision's kind: made from a ready-made list" }),
};

/** A stored category in the page's language; a blank one is a "Decision", an unknown one reads as stored. */
export function wordCategory(i18n: I18n, category: string): string {
  if (category.trim() === "") return i18n._(msg({ message: "Decision", comment: "A saved decision of no known kind" }));
  return Object.hasOwn(categoryLabels, category) ? i18n._(categoryLabels[category]!) : category;
}
