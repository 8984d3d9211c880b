import { describe, expect, it } from "vitest";
import {
  type DecisionTemplate,
  decisionTemplates,
  filterTemplatesByCategory,
  listTemplateCategories,
} from "~/features/templates/domain/templates";

describe("decisionTemplates", () => {
  it("offers exactly the six built-in templates", () => {
    expect(decisionTemplates.map(({ id, title, category, choices }) => [id, title, category, choices.length])).toEqual([
      ["text-or-wait", "Should I text them or wait?", "Relationships", 4],
      ["eat-out-cook", "Eat out or cook?", "Food", 4],
      ["invest-or-save", "Invest or save?", "Finance", 4],
      ["quit-or-stay", "Quit or keep going?", "Career", 4],
      ["weekend-plans", "What should I do this weekend?", "Lifestyle", 4],
      ["movie-night", "What should we watch tonight?", "Entertainment", 5],
    ]);
  });

  it("gives every template unique, trimmed, non-blank choices", () => {
    for (const template of decisionTemplates) {
      expect(new Set(template.choices).size).toBe(template.choices.length);
      for (const choice of template.choices) {
        expect(choice.trim()).toBe(choice);
        expect(choice).not.toBe("");
      }
    }
  });

  it("gives every template a description and an icon", () => {
    for (const template of decisionTemplates) {
      expect(template.description.trim()).not.toBe("");
      expect(template.icon.length).toBeGreaterThan(0);
    }
  });
});

describe("listTemplateCategories", () => {
  it("lists each category once, in first-appearance order", () => {
    const templates = [
      { ...decisionTemplates[0], category: "B" },
      { ...decisionTemplates[1], category: "A" },
      { ...decisionTemplates[2], category: "B" },
    ] as DecisionTemplate[];
    expect(listTemplateCategories(templates)).toEqual(["B", "A"]);
  });

  it("lists the built-in categories", () => {
    expect(listTemplateCategories(decisionTemplates)).toEqual([
      "Relationships",
      "Food",
      "Finance",
      "Career",
      "Lifestyle",
      "Entertainment",
    ]);
  });
});

describe("filterTemplatesByCategory", () => {
  it("keeps only the templates in the chosen category", () => {
    expect(filterTemplatesByCategory(decisionTemplates, "Food").map((template) => template.id)).toEqual([
      "eat-out-cook",
    ]);
  });

  it("keeps every template when no category is chosen", () => {
    expect(filterTemplatesByCategory(decisionTemplates, null)).toEqual(decisionTemplates);
  });

  it("finds nothing for an unknown category", () => {
    expect(filterTemplatesByCategory(decisionTemplates, "Astrology")).toEqual([]);
  });
});
