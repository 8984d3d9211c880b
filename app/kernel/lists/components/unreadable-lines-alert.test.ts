import { msg } from "@lingui/core/macro";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/runtime";
import { wordUnreadableLines } from "~/kernel/lists/components/unreadable-lines-alert";

const english = createI18n("en", {});
const describeLines = (reading: Parameters<typeof wordUnreadableLines>[1]) => wordUnreadableLines(english, reading);

describe("weights and messages", () => {
  it("name each unreadable line by number and text, then how many more there are", () => {
    const named = [
      { line: 1, text: "Ann, 0", message: msg`zero` },
      { line: 3, text: "Bob, -2", message: msg`negative` },
    ];
    expect(describeLines({ ok: false, named: named.slice(0, 1), count: 1 })).toBe("Line 1 (“Ann, 0”): zero.");
    expect(describeLines({ ok: false, named, count: 2 })).toBe(
      "Line 1 (“Ann, 0”): zero. Line 3 (“Bob, -2”): negative.",
    );
    expect(describeLines({ ok: false, named, count: 3 })).toBe(
      "Line 1 (“Ann, 0”): zero. Line 3 (“Bob, -2”): negative. And 1 more line cannot be read.",
    );
    expect(describeLines({ ok: false, named, count: 1_502 })).toMatch(/ And 1,500 more lines cannot be read\.$/);
  });

  it("quote the start of a long line, never splitting a character", () => {
    const text = `${"🍕".repeat(50)}, 0`;
    expect(describeLines({ ok: false, named: [{ line: 7, text, message: msg`no` }], count: 1 })).toBe(
      `Line 7 (“${"🍕".repeat(39)}…”): no.`,
    );
  });
});
