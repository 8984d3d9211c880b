import { describe, expect, it } from "vitest";
import { templateWords, wordTemplate } from "~/features/templates/components/template-words";
import { decisionTemplates } from "~/features/templates/domain/templates";
import { createI18n } from "~/i18n/runtime";

const movieNight = decisionTemplates.find((template) => template.id === "movie-night")!;

describe("wordTemplate", () => {
  it("says every template's stored English, word for word, on an English page", () => {
    const english = createI18n("en", {});
    for (const template of decisionTemplates) {
      const { title, description, choices, category } = template;
      expect(wordTemplate(english, template)).toEqual({ title, description, choices, category });
    }
  });

  it("words a template's title and choices from the page's catalog, by the template's id", () => {
    const words = templateWords["movie-night"]!;
    const spanish = createI18n("es", {
      [words.title.id]: "¿Qué vemos esta noche?",
      [words.choices[0]!.id]: "Una comedia",
    });
    const worded = wordTemplate(spanish, movieNight);
    expect(worded.title).toBe("¿Qué vemos esta noche?");
    expect(worded.choices[0]).toBe("Una comedia");
  });

  it("shows a template it has no words for as stored", () => {
    const unknown = { ...movieNight, id: "not-built-in", title: "Tea or coffee?", category: "Drinks" };
    const worded = wordTemplate(createI18n("es", {}), unknown);
    expect([worded.title, worded.category]).toEqual(["Tea or coffee?", "Drinks"]);
  });
});
