export interface CategoryStyle {
  emoji: string;
  tone:
    "quick" | "ai" | "weighted" | "battle" | "draw" | "teams" | "ranking" | "matrix" | "vote" | "template" | "other";
  label: string;
}

const knownStyles: Record<string, Omit<CategoryStyle, "label">> = {
  "Quick Decision": { emoji: "⚡", tone: "quick" },
  "AI Reasoned Decision": { emoji: "🧠", tone: "ai" },
  "Weighted Decision": { emoji: "⚖️", tone: "weighted" },
  "Battle Royale": { emoji: "⚔️", tone: "battle" },
  "Giveaway Draw": { emoji: "🎟️", tone: "draw" },
  Teams: { emoji: "👥", tone: "teams" },
  "This or That": { emoji: "🆚", tone: "ranking" },
  "Decision Matrix": { emoji: "📊", tone: "matrix" },
  "Group Vote": { emoji: "🗳️", tone: "vote" },
  Template: { emoji: "📋", tone: "template" },
};

/** Badge look of a category; unknown ones get a die, a blank one the label "Decision". */
export function styleCategory(category: string): CategoryStyle {
  const label = category.trim() === "" ? "Decision" : category;
  const known = Object.hasOwn(knownStyles, category) ? knownStyles[category] : undefined;
  return { ...(known ?? { emoji: "🎲", tone: "other" }), label };
}
