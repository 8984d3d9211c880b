import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/runtime";
import { choiceLines, holdsSeveralLines, readWeight, weightedLines } from "~/kernel/lists/domain/list-text";

describe("choice lines", () => {
  it("give one trimmed choice per line, with blank lines dropped, whatever the line endings", () => {
    expect(choiceLines.parse("  Pizza \r\n\r\nSushi\rTacos\n\n  \nRamen  ")).toEqual({
      ok: true,
      items: ["Pizza", "Sushi", "Tacos", "Ramen"],
    });
  });

  it("keep commas, quotes, emoji and right-to-left text as they are", () => {
    const choices = ["Salt, pepper", "“Quoted”", "🍕 Pizza", "שלום", "=1+1"];
    expect(choiceLines.parse(choiceLines.format(choices))).toEqual({ ok: true, items: choices });
  });

  it("read an empty text as no choices", () => {
    expect(choiceLines.parse("\n \n")).toEqual({ ok: true, items: [] });
  });
});

describe("weighted lines", () => {
  it("read the number after the last comma as the weight", () => {
    expect(weightedLines.parse("Pizza, 70\nSushi,30\nTacos , 5%")).toEqual({
      ok: true,
      items: [
        { text: "Pizza", weight: 70 },
        { text: "Sushi", weight: 30 },
        { text: "Tacos", weight: 5 },
      ],
    });
  });

  it("give a line without a number after its last comma the default weight, commas and all", () => {
    expect(weightedLines.parse("Salt, pepper\nRoute 66")).toEqual({
      ok: true,
      items: [
        { text: "Salt, pepper", weight: 50 },
        { text: "Route 66", weight: 50 },
      ],
    });
  });

  it("write every weight, so text that ends like a weight still round-trips", () => {
    const options = [
      { text: "Top, 5", weight: 50 },
      { text: "Salt, pepper", weight: 1 },
      { text: "🍣", weight: 100 },
    ];
    expect(weightedLines.format(options)).toBe("Top, 5, 50\nSalt, pepper, 1\n🍣, 100");
    expect(weightedLines.parse(weightedLines.format(options))).toEqual({ ok: true, items: options });
  });

  it.each([
    ["Pizza, 150", 1, "the weight “150” is not a whole number from 1 to 100"],
    ["Pizza, 70\nSushi, 0", 2, "the weight “0” is not a whole number from 1 to 100"],
    ["Pizza, 70\n\nSushi, 2.5", 3, "the weight “2.5” is not a whole number from 1 to 100"],
    ["Pizza, -3", 1, "the weight “-3” is not a whole number from 1 to 100"],
    [", 40", 1, "there is a weight but no option before the comma"],
  ])("name the line of a weight that cannot be used: %j", (text, line, message) => {
    const reading = weightedLines.parse(text);
    expect(reading.ok ? reading : { ...reading, message: english._(reading.message) }).toEqual({
      ok: false,
      line,
      message,
    });
  });
});

// The messages in English, as the site's English pages word them.
const english = createI18n("en", {});

describe("weights and messages", () => {
  it("accept whole numbers from 1 to 100, with or without a percent sign", () => {
    expect(readWeight("1")).toEqual({ ok: true, weight: 1 });
    expect(readWeight(" 100% ")).toEqual({ ok: true, weight: 100 });
    expect(readWeight("101").ok).toBe(false);
    expect(readWeight("heavy").ok).toBe(false);
  });
});

describe("a paste of several lines", () => {
  it("is two lines or more that are not blank", () => {
    expect(holdsSeveralLines("A\nB")).toBe(true);
    expect(holdsSeveralLines("\r\n A \r\n\r\nB, 5")).toBe(true);
    expect(holdsSeveralLines("A\n")).toBe(false);
    expect(holdsSeveralLines("\n  \nA\n \n")).toBe(false);
  });
});
