import { describe, expect, it } from "vitest";
import { formatCount } from "~/kernel/format/domain/count";
import {
  formatClockTime,
  formatDateTime,
  formatDecimal,
  formatList,
  formatNumber,
  formatPercent,
  formatSeconds,
  formatTimeAgo,
  numberFormat,
  ordinalCategory,
  sortNames,
} from "~/kernel/format/domain/intl-formats";

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe("formats in English, as the pages wrote them before they had languages", () => {
  it("writes counts, decimals, percentages and seconds as before", () => {
    expect(formatSeconds(1.25, "en", 2)).toBe("1.25s");
    expect(formatNumber(10_000, "en")).toBe("10,000");
    expect(formatDecimal(0.047951, "en", 4)).toBe("0.0480");
    expect(formatDecimal(3, "en", 1)).toBe("3.0");
    expect(formatPercent(0.58, "en", { maximumFractionDigits: 0 })).toBe("58%");
    expect(formatPercent(0.125, "en", { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe("12.5%");
    expect(formatPercent(0.034567, "en", { maximumSignificantDigits: 2 })).toBe("3.5%");
  });

  it("joins lists without the comma before “and”, as the site always has", () => {
    expect(formatList(["Rent"], "en")).toBe("Rent");
    expect(formatList(["Rent", "Light"], "en")).toBe("Rent and Light");
    expect(formatList(["Rent", "Light", "Size"], "en")).toBe("Rent, Light and Size");
  });

  it("says how long ago in the feed's short words, floored to the largest unit", () => {
    expect(formatTimeAgo(12_000, "en")).toBe("12s ago");
    expect(formatTimeAgo(5 * minute + 59_000, "en")).toBe("5m ago");
    expect(formatTimeAgo(3 * hour, "en")).toBe("3h ago");
    expect(formatTimeAgo(day, "en")).toBe("1d ago");
    expect(formatTimeAgo(-5_000, "en")).toBe("0s ago");
    expect(formatTimeAgo(Number.NaN, "en")).toBe("0s ago");
  });

  it("writes dates and clock times as an English browser did", () => {
    const when = new Date(2026, 10, 24, 9, 5);
    expect(formatDateTime(when, "en")).toBe(when.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" }));
    expect(formatClockTime(when, "en")).toBe(when.toLocaleTimeString("en-US", { hour: "2-digit", minute: "2-digit" }));
  });

  it("sorts names alphabetically and names ordinal categories", () => {
    expect(sortNames(new Set(["Weighted Decision", "Battle Royale", "Quick Decision"]), "en")).toEqual([
      "Battle Royale",
      "Quick Decision",
      "Weighted Decision",
    ]);
    expect([1, 2, 3, 4, 11, 21].map((place) => ordinalCategory(place, "en"))).toEqual([
      "one",
      "two",
      "few",
      "other",
      "other",
      "one",
    ]);
  });

  it("makes each formatter once per language and options", () => {
    expect(numberFormat("en", { maximumFractionDigits: 1 })).toBe(numberFormat("en", { maximumFractionDigits: 1 }));
    expect(numberFormat("en")).not.toBe(numberFormat("de"));
  });
});

describe("formats in other languages", () => {
  it("groups and marks decimals as German does", () => {
    expect(formatCount(10_000, "de")).toBe("10.000");
    expect(formatCount(100_000 / 6, "de")).toBe("16.666,7");
    expect(formatDecimal(0.5, "de", 2)).toBe("0,50");
    expect(formatPercent(0.125, "de", { maximumFractionDigits: 1 })).toBe("12,5\u00a0%");
    expect(formatList(["A", "B", "C"], "de")).toBe("A, B und C");
    // The kind of space between number and unit varies with the ICU version.
    expect(formatTimeAgo(12_000, "de")).toMatch(/^vor 12\ss$/);
    expect(formatSeconds(1.25, "de", 2)).toMatch(/^1,25\sSek\.$/);
    expect(sortNames(["Zug", "Äpfel", "Birne"], "de")).toEqual(["Äpfel", "Birne", "Zug"]);
  });

  it("groups lakhs and crores as Hindi does", () => {
    expect(formatCount(1_000_000, "hi")).toBe("10,00,000");
    expect(formatList(["A", "B", "C"], "hi")).toBe("A, B, और C");
  });

  it("joins with و and writes Arabic-Indic digits where the region uses them", () => {
    expect(formatList(["A", "B", "C"], "ar")).toBe("A وB وC");
    expect(formatCount(10_000, "ar-EG")).toBe("١٠٬٠٠٠");
  });

  it("joins with the Japanese comma and says how long ago in Japanese", () => {
    expect(formatList(["A", "B", "C"], "ja")).toBe("A、B、C");
    expect(formatTimeAgo(12_000, "ja")).toMatch(/^12\s?秒前$/);
  });
});
