import { describe, expect, it } from "vitest";
import { languageChoiceKey, readLanguageChoice, rememberLanguageChoice } from "~/i18n/storage/language-choice";

describe("the remembered language", () => {
  it("is none until a choice is made, then the choice", () => {
    const storage = window.localStorage;
    storage.clear();
    expect(readLanguageChoice(storage)).toBeNull();
    rememberLanguageChoice("ar", storage);
    expect(storage.getItem(languageChoiceKey)).toBe('"ar"');
    expect(readLanguageChoice(storage)).toBe("ar");
  });

  it("reads what names no language of the site as no choice", () => {
    const storage = window.localStorage;
    storage.setItem(languageChoiceKey, '"xx"');
    expect(readLanguageChoice(storage)).toBeNull();
    storage.setItem(languageChoiceKey, "{damaged");
    expect(readLanguageChoice(storage)).toBeNull();
  });
});
