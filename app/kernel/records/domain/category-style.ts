export interface CategoryStyle {
  tone: "quick" | "ai" | "weighted" | "battle" | "draw" | "teams" | "ranking" | "matrix" | "template" | "other";
  label: string;
}

const knownTones: Record<string, CategoryStyle["tone"]> = {
  "Quick Decision": "quick",
  "AI Reasoned Decision": "ai",
  "Weighted Decision": "weighted",
  "Battle Royale": "battle",
  "Giveaway Draw": "draw",
  Teams: "teams",
  "This or That": "ranking",
  "Decision Matrix": "matrix",
  Template: "template",
};

/** Badge look of a category: its tone (colour and icon); unknown ones are "other", a blank one is labelled "Decision". */
export function styleCategory(category: string): CategoryStyle {
  const label = category.trim() === "" ? "Decision" : category;
  const tone = Object.hasOwn(knownTones, category) ? knownTones[category] : undefined;
  return { tone: tone ?? "other", label };
}
