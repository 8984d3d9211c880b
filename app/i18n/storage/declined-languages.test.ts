import { describe, expect, it } from "vitest";
import { declineLanguage, declinedLanguagesKey, readDeclinedLanguages } from "~/i18n/storage/declined-languages";

describe("the declined languages", () => {
  it("are none until an offer is declined, then each declined once", () => {
    const storage = window.localStorage;
    storage.clear();
    expect(readDeclinedLanguages(storage)).toEqual([]);
    declineLanguage("de", storage);
    declineLanguage("ar", storage);
    declineLanguage("de", storage);
    expect(storage.getItem(declinedLanguagesKey)).toBe('["de","ar"]');
    expect(readDeclinedLanguages(storage)).toEqual(["de", "ar"]);
  });

  it("read what is damaged as none, and skip what names no language of the site", () => {
    const storage = window.localStorage;
    storage.setItem(declinedLanguagesKey, "{damaged");
    expect(readDeclinedLanguages(storage)).toEqual([]);
    storage.setItem(declinedLanguagesKey, '["xx","fr"]');
    expect(readDeclinedLanguages(storage)).toEqual(["fr"]);
  });
});
