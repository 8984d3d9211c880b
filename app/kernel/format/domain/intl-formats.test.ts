import { describe, expect, it } from "vitest";
import { formatCount } from "~/kernel/format/domain/count";
import { formatDateTime, formatTimeAgo } from "~/kernel/format/domain/intl-dates";
import {
  compareNames,
  formatDecimal,
  formatList,
  formatNumber,
  formatPercent,
  numberFormat,
} from "~/kernel/format/domain/intl-formats";

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe("formats in English, as the pages wrote them before they had languages", () => {
  it("writes numbers, decimals and percentages as before", () => {
    expect(formatNumber(10_000, "en")).toBe("10,000");
    expect(formatNumber(1_200.25, "en", { maximumFractionDigits: 2 })).toBe("1,200.25");
    expect(formatDecimal(0.047951, "en", 4)).toBe("0.0480");
    expect(formatDecimal(3, "en", 1)).toBe("3.0");
    expect(formatPercent(0.58, "en", { maximumFractionDigits: 0 })).toBe("58%");
    expect(formatPercent(0.125, "en", { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe("12.5%");
  });

  it("rounds decimals exactly as toFixed did, ties in binary included", () => {
    // 2.15 is 2.1499… in binary: toFixed writes "2.1" where Intl alone would write "2.2".
    for (const value of [2.15, 1.005, 0.125, 43 / 20, 7 / 3, -0.001, -0, 0, 123_456.789]) {
      for (const decimals of [0, 1, 2]) {
        expect(formatDecimal(value, "en", decimals), `${value} to ${decimals}`).toBe(value.toFixed(decimals));
      }
    }
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

  it("writes dates and times as an English browser did", () => {
    const when = new Date(2026, 10, 24, 9, 5);
    expect(formatDateTime(when, "en")).toBe(when.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" }));
  });

  it("makes each formatter once per language and options", () => {
    expect(numberFormat("en", { maximumFractionDigits: 1 })).toBe(numberFormat("en", { maximumFractionDigits: 1 }));
    expect(numberFormat("en")).not.toBe(numberFormat("de"));
    expect(numberFormat("en")).not.toBe(numberFormat("en", { maximumFractionDigits: 1 }));
  });
});

describe("formats in other languages", () => {
  it("groups and marks decimals as German does", () => {
    expect(formatCount(10_000, "de")).toBe("10.000");
    expect(formatCount(100_000 / 6, "de")).toBe("16.666,7");
    expect(formatDecimal(0.5, "de", 2)).toBe("0,50");
    expect(formatDecimal(1234.5, "de", 1)).toBe("1234,5");
    expect(formatPercent(0.125, "de", { maximumFractionDigits: 1 })).toBe("12,5\u00a0%");
    expect(formatList(["A", "B", "C"], "de")).toBe("A, B und C");
    // The kind of space between number and unit varies with the ICU version.
    expect(formatTimeAgo(12_000, "de")).toMatch(/^vor 12\sSek\.$/);
    expect(formatDateTime(new Date(2026, 10, 24, 9, 5), "de")).toBe("24.11.2026, 09:05");
    expect(["Zug", "Äpfel", "Birne"].sort(compareNames("de"))).toEqual(["Äpfel", "Birne", "Zug"]);
  });

  it("groups thousands with the narrow space French uses", () => {
    expect(formatCount(1_000, "fr")).toBe("1\u202f000");
    expect(formatTimeAgo(3 * hour, "fr")).toMatch(/^il y a 3\sh$/);
  });

  it("groups lakhs and crores as Hindi does", () => {
    expect(formatCount(1_000_000, "hi")).toBe("10,00,000");
    expect(formatList(["A", "B", "C"], "hi")).toBe("A, B, और C");
  });

  it("joins with و and writes the digits Intl gives each Arabic locale", () => {
    expect(formatList(["A", "B", "C"], "ar")).toBe("A وB وC");
    expect(formatCount(10_000, "ar")).toBe(new Intl.NumberFormat("ar").format(10_000));
    expect(formatCount(10_000, "ar-EG")).toBe("١٠٬٠٠٠");
  });

  it("joins with the Japanese comma and says how long ago in Japanese", () => {
    expect(formatList(["A", "B", "C"], "ja")).toBe("A、B、C");
    expect(formatTimeAgo(12_000, "ja")).toMatch(/^12\s?秒前$/);
  });
});
