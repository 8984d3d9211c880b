import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse, type Token } from "@messageformat/parser";
import PO from "pofile";
import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";

// Every catalog (app/i18n/locales/{lang}/{area}.po) against English's: what a translator must keep (docs/i18n-plan.md,
// "The catalogs' test"). Each failure names the language, the area and the message.
const localesDir = path.join(import.meta.dirname, "locales");
const areas = readdirSync(path.join(localesDir, "en")).filter((file) => file.endsWith(".po"));
const readCatalog = (lang: string, area: string) =>
  PO.parse(readFileSync(path.join(localesDir, lang, area), "utf8")).items;

/** The placeholders (`{name}`, plural's and select's arguments) and element tags (`<0>`) a message uses. */
function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "content") {
        for (const [tag] of token.value.matchAll(/<\/?\d+\/?>/g)) names.add(tag);
      } else if (token.type === "argument" || token.type === "function") names.add(`{${token.arg}}`);
      else if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
        names.add(`{${token.arg}}`);
        for (const { tokens: inner } of token.cases) visit(inner);
      }
    }
  };
  visit(parse(message));
  return [...names].sort();
}

/** Each plural in a message, with the categories its cases give (exact cases like `=0` left out). */
function pluralsOf(message: string): { arg: string; ordinal: boolean; categories: string[] }[] {
  const found: { arg: string; ordinal: boolean; categories: string[] }[] = [];
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type !== "plural" && token.type !== "select" && token.type !== "selectordinal") continue;
      if (token.type !== "select") {
        found.push({
          arg: token.arg,
          ordinal: token.type === "selectordinal",
          categories: token.cases.map(({ key }) => key).filter((key) => !key.startsWith("=")),
        });
      }
      for (const { tokens: inner } of token.cases) visit(inner);
    }
  };
  visit(parse(message));
  return found;
}

describe.each(areas)("the %s catalogs", (area) => {
  const english = readCatalog("en", area);

  it("in English, every message parses and nothing is obsolete or fuzzy", () => {
    for (const item of english) {
      expect(item.obsolete, `en ${area}: "${item.msgid}" is obsolete`).toBe(false);
      expect(item.flags.fuzzy ?? false, `en ${area}: "${item.msgid}" is fuzzy`).toBe(false);
      expect(() => parse(item.msgid), `en ${area}: "${item.msgid}"`).not.toThrow();
    }
  });

  describe.each(languages.filter(({ code }) => code !== "en"))("in $lang", ({ lang }) => {
    const translated = new Map(readCatalog(lang, area).map((item) => [item.msgid, item]));

    it("has every English message translated, with the same placeholders", () => {
      for (const { msgid } of english) {
        const item = translated.get(msgid);
        const where = `${lang} ${area}: "${msgid}"`;
        expect(item, `${where} is missing`).toBeDefined();
        const translation = item?.msgstr[0] ?? "";
        expect(translation, `${where} is not translated`).not.toBe("");
        expect(() => parse(translation), `${where}: "${translation}" does not parse`).not.toThrow();
        expect(placeholdersOf(translation), `${where}: "${translation}"`).toEqual(placeholdersOf(msgid));
      }
    });

    it("gives every plural each category the language has", () => {
      for (const { msgid } of english) {
        const translation = translated.get(msgid)?.msgstr[0] ?? "";
        for (const plural of pluralsOf(translation)) {
          const needed = new Intl.PluralRules(lang, {
            type: plural.ordinal ? "ordinal" : "cardinal",
          }).resolvedOptions().pluralCategories;
          expect(plural.categories, `${lang} ${area}: "${msgid}", {${plural.arg}}`).toEqual(
            expect.arrayContaining([...needed]),
          );
        }
      }
    });

    it("has no message English lacks, nor any obsolete or fuzzy one", () => {
      const englishIds = new Set(english.map(({ msgid }) => msgid));
      for (const item of translated.values()) {
        const where = `${lang} ${area}: "${item.msgid}"`;
        expect(englishIds.has(item.msgid), `${where} is not in English`).toBe(true);
        expect(item.obsolete, `${where} is obsolete`).toBe(false);
        expect(item.flags.fuzzy ?? false, `${where} is fuzzy`).toBe(false);
      }
    });
  });
});
