import { describe, expect, it } from "vitest";
import { offeredLanguage, siteLanguageFor } from "~/i18n/offered-language";

describe("the site's language for a browser's language", () => {
  it("is the same tag, whatever its case", () => {
    expect(siteLanguageFor("de")).toBe("de");
    expect(siteLanguageFor("pt-br")).toBe("pt-br");
    expect(siteLanguageFor("zh-Hans")).toBe("zh-hans");
  });

  it("is the same language in the same script where the region differs", () => {
    expect(siteLanguageFor("en-GB")).toBe("en");
    expect(siteLanguageFor("es-MX")).toBe("es");
    expect(siteLanguageFor("pt-PT")).toBe("pt-br");
    expect(siteLanguageFor("zh-CN")).toBe("zh-hans");
    expect(siteLanguageFor("zh")).toBe("zh-hans");
  });

  it("is none for a language the site does not have, or Chinese in traditional characters", () => {
    expect(siteLanguageFor("nl-NL")).toBeUndefined();
    expect(siteLanguageFor("zh-TW")).toBeUndefined();
    expect(siteLanguageFor("zh-Hant")).toBeUndefined();
    expect(siteLanguageFor("not a tag")).toBeUndefined();
  });
});

describe("the language offered on a page", () => {
  const on = (page: "en" | "es", rest: Partial<Parameters<typeof offeredLanguage>[0]> = {}) =>
    offeredLanguage({ page, choice: null, browserLanguages: [], declined: [], ...rest });

  it("is the browser's first language the site has, unless the page is in it", () => {
    expect(on("es", { browserLanguages: ["nl", "de-AT", "en"] })).toBe("de");
    expect(on("en", { browserLanguages: ["en-US", "es"] })).toBeNull();
    expect(on("es", { browserLanguages: ["nl"] })).toBeNull();
  });

  it("is the remembered choice before the browser's languages", () => {
    expect(on("en", { choice: "ar", browserLanguages: ["en-US"] })).toBe("ar");
    expect(on("es", { choice: "es", browserLanguages: ["de"] })).toBeNull();
  });

  it("is none once the visitor declined it", () => {
    expect(on("es", { browserLanguages: ["de"], declined: ["de"] })).toBeNull();
    expect(on("es", { browserLanguages: ["de"], declined: ["fr"] })).toBe("de");
  });
});
