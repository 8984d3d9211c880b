import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
import { hashedFilePattern, languageOfFile, precacheEntryFor, precacheUrlFor } from "./precache-manifest";

describe("precacheUrlFor", () => {
  it("serves the home page at /", () => {
    expect(precacheUrlFor("index.html")).toBe("/");
  });

  it("serves a prerendered page at its path, without index.html or a trailing slash", () => {
    expect(precacheUrlFor("weighted/index.html")).toBe("/weighted");
    expect(precacheUrlFor("guides/how-it-works/index.html")).toBe("/guides/how-it-works");
  });

  it("keeps every other file at its own path", () => {
    expect(precacheUrlFor("assets/root-BllhRDyH.js")).toBe("/assets/root-BllhRDyH.js");
    expect(precacheUrlFor("404.html")).toBe("/404.html");
    expect(precacheUrlFor("icons/icon-192.png")).toBe("/icons/icon-192.png");
    expect(precacheUrlFor("/favicon.svg")).toBe("/favicon.svg");
  });

  it("does not mistake a file merely ending in index.html for a page", () => {
    expect(precacheUrlFor("assets/notindex.html")).toBe("/assets/notindex.html");
  });
});

describe("hashedFilePattern", () => {
  it("matches the hashed build assets only", () => {
    expect(hashedFilePattern.test("/assets/root-BllhRDyH.js")).toBe(true);
    expect(hashedFilePattern.test("/weighted")).toBe(false);
    expect(hashedFilePattern.test("/icons/icon-192.png")).toBe(false);
  });
});

describe("precacheEntryFor", () => {
  const encode = (text: string) => new TextEncoder().encode(text);

  it("revises a page with its content, so a new deploy of it is a new service worker", () => {
    const before = precacheEntryFor("weighted/index.html", encode("<p>one</p>"));
    const after = precacheEntryFor("weighted/index.html", encode("<p>two</p>"));
    expect(before.url).toBe("/weighted");
    expect(before.revision).toMatch(/^[0-9a-f]{32}$/);
    expect(after.revision).not.toBe(before.revision);
    expect(precacheEntryFor("weighted/index.html", encode("<p>one</p>"))).toEqual(before);
  });

  it("gives a hashed asset no revision of its own", () => {
    expect(precacheEntryFor("assets/root-BllhRDyH.js", encode("x"))).toEqual({
      url: "/assets/root-BllhRDyH.js",
      revision: null,
    });
  });
});

describe("languageOfFile", () => {
  const codes = languages.map(({ code }) => code);

  it("gives a prefixed language its pages, their data and its 404 page", () => {
    for (const file of ["es/index.html", "es.data", "es/weighted/index.html", "es/weighted.data", "es/404.html"]) {
      expect(languageOfFile(file, codes), file).toBe("es");
    }
    expect(languageOfFile("pt-br/draw/index.html", codes)).toBe("pt-br");
    expect(languageOfFile("zh-hans.data", codes)).toBe("zh-hans");
  });

  it("gives English the unprefixed pages, their data and the 404 page", () => {
    for (const file of [
      "index.html",
      "_root.data",
      "weighted/index.html",
      "weighted.data",
      "404.html",
      "estimate.html",
    ]) {
      expect(languageOfFile(file, codes), file).toBe("en");
    }
  });

  it("gives no language to scripts, styles, icons and files whose name merely starts like a code", () => {
    for (const file of ["assets/es-abc.js", "assets/root-BllhRDyH.css", "icons/icon-192.png", "favicon.svg"]) {
      expect(languageOfFile(file, codes), file).toBeUndefined();
    }
  });
});
