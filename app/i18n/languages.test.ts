import { describe, expect, it, vi } from "vitest";
import {
  defaultLanguage,
  languageOfPath,
  languages,
  languageWithCode,
  localizedPath,
  pathWithoutLanguage,
  pseudoLanguage,
  pseudoLanguageBuilt,
} from "~/i18n/languages";

describe("languages", () => {
  it("are English and the ten others of the plan, each code once, each tag one Intl knows", () => {
    expect(languages.map(({ code }) => code)).toEqual([
      "en",
      "es",
      "pt-br",
      "fr",
      "de",
      "it",
      "ja",
      "zh-hans",
      "ar",
      "hi",
      "id",
    ]);
    for (const { lang } of languages) expect(Intl.getCanonicalLocales(lang)).toEqual([lang]);
  });

  it("take their address code from their tag in lower case, which the service worker reads from <html lang>", () => {
    for (const { code, lang } of languages) expect(code).toBe(lang.toLowerCase());
  });

  it("write Arabic alone right to left", () => {
    expect(languages.filter(({ dir }) => dir === "rtl").map(({ code }) => code)).toEqual(["ar"]);
  });
});

describe("languageOfPath", () => {
  it("reads the language from the first segment, and from a client navigation's data request", () => {
    expect(languageOfPath("/es/weighted").code).toBe("es");
    expect(languageOfPath("/pt-br").code).toBe("pt-br");
    expect(languageOfPath("/zh-hans.data").code).toBe("zh-hans");
  });

  it("is English without a language segment, and for a segment that merely starts like a code", () => {
    expect(languageOfPath("/")).toBe(defaultLanguage);
    expect(languageOfPath("/weighted")).toBe(defaultLanguage);
    expect(languageOfPath("/estimate")).toBe(defaultLanguage);
    expect(languageOfPath("/en/weighted")).toBe(defaultLanguage);
  });
});

describe("pathWithoutLanguage and localizedPath", () => {
  it("take the language off an address and put it back, home included", () => {
    expect(pathWithoutLanguage("/es/weighted")).toBe("/weighted");
    expect(pathWithoutLanguage("/ar")).toBe("/");
    expect(pathWithoutLanguage("/weighted")).toBe("/weighted");
    expect(localizedPath("/weighted", "es")).toBe("/es/weighted");
    expect(localizedPath("/", "ar")).toBe("/ar");
    expect(localizedPath("/weighted", "en")).toBe("/weighted");
  });

  it("give back every page's English address, in every language", () => {
    for (const { code } of languages) {
      for (const path of ["/", "/weighted", "/how-it-works"]) {
        const localized = localizedPath(path, code);
        expect(languageOfPath(localized).code).toBe(code);
        expect(pathWithoutLanguage(localized)).toBe(path);
      }
    }
  });
});

describe("languageWithCode", () => {
  it("knows the site's codes only", () => {
    expect(languageWithCode("de")?.lang).toBe("de");
    expect(languageWithCode("xx")).toBeUndefined();
    expect(languageWithCode(undefined)).toBeUndefined();
  });
});

describe("the pseudo-language", () => {
  it("is no language of a default build: not in the list, not an address, its pages the 404 page's", () => {
    expect(pseudoLanguageBuilt).toBe(false);
    expect(languages.map(({ code }) => code)).not.toContain(pseudoLanguage.code);
    expect(languageWithCode(pseudoLanguage.code)).toBeUndefined();
    expect(languageOfPath("/pseudo/weighted")).toBe(defaultLanguage);
    expect(pathWithoutLanguage("/pseudo/weighted")).toBe("/pseudo/weighted");
  });

  it("is an address's language in the build made with PSEUDO_LOCALE=1", async () => {
    vi.stubEnv("PSEUDO_LOCALE", "1");
    vi.resetModules();
    try {
      const built = await import("~/i18n/languages");
      expect(built.pseudoLanguageBuilt).toBe(true);
      expect(built.languageWithCode("pseudo")).toBe(built.pseudoLanguage);
      expect(built.languageOfPath("/pseudo/weighted")).toBe(built.pseudoLanguage);
      expect(built.pathWithoutLanguage("/pseudo/weighted")).toBe("/weighted");
      expect(built.pathWithoutLanguage("/pseudo")).toBe("/");
      // Still in no list a visitor or a search engine reads.
      expect(built.languages.map(({ code }) => code)).not.toContain("pseudo");
      expect(built.prefixedLanguages.map(({ code }) => code)).not.toContain("pseudo");
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
