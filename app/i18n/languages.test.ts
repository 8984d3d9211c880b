import { describe, expect, it } from "vitest";
import {
  defaultLanguage,
  languageOfPath,
  languages,
  languageWithCode,
  localizedPath,
  pathWithoutLanguage,
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
