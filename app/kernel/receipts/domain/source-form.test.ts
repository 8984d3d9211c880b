import { describe, expect, it } from "vitest";
import { asFreeText, isFreeText } from "~/kernel/receipts/domain/free-text";
import { emptySourceForm, readSourceForm } from "~/kernel/receipts/domain/source-form";
import { isDrandRound, isStatementDate } from "~/kernel/receipts/domain/statement";

const now = new Date("2026-11-27T12:00:00Z");
const read = (form: Partial<typeof emptySourceForm>) =>
  readSourceForm({ ...emptySourceForm, ...form }, { today: "2026-11-27", now, published: false });

describe("a statement's free text", () => {
  it("is printable ASCII with single spaces, so that nothing in it hides or stands for another letter", () => {
    expect(isFreeText("UK National Lottery Lotto (draw 3102)")).toBe(true);
    for (const hidden of [
      "8123.45\u2060",
      "8123\u200b.45",
      "Ann\u00a0Lee",
      "\u0410nn",
      "UK  Lotto",
      " UK",
      "UK ",
      "",
    ]) {
      expect(isFreeText(hidden), JSON.stringify(hidden)).toBe(false);
    }
    expect(isFreeText("a".repeat(200))).toBe(true);
    expect(isFreeText("a".repeat(201))).toBe(false);
  });

  it("is written from what the host typed: accents and full-width letters plain, white space single, trimmed", () => {
    expect(asFreeText("  Lotería\u00a0 Nacional\tde\u3000Ｅｓｐａñａ ")).toBe("Loteria Nacional de Espana");
    expect(isFreeText(asFreeText("Λοταρία"))).toBe(false);
  });
});

describe("the dates and rounds a statement names", () => {
  it("are real days from 2000 to 9999, and drand rounds from 1 due before the year 10000", () => {
    expect(["2000-01-01", "2028-02-29", "9999-12-31"].every(isStatementDate)).toBe(true);
    expect(["1999-12-31", "0000-01-01", "2026-02-29", "2026-13-01", "+02026-01-01"].some(isStatementDate)).toBe(false);
    expect(isDrandRound("default", 1)).toBe(true);
    expect(isDrandRound("default", 0)).toBe(false);
    expect(isDrandRound("quicknet", 84_000_000_000)).toBe(false);
  });
});

describe("reading the composer's source fields", () => {
  it("writes typed free text as the statement writes it, and refuses what stays beyond ASCII", () => {
    expect(
      read({ type: "lottery", lottery: " Lotería  Nacional ", drawDate: "2026-12-01", main: "6", bonus: "1" }),
    ).toEqual({
      ok: true,
      source: { type: "lottery", lottery: "Loteria Nacional", drawDate: "2026-12-01", main: 6, bonus: 1 },
    });
    expect(read({ type: "lottery", lottery: "ロト6", drawDate: "2026-12-01" })).toEqual({
      ok: false,
      problem:
        "Name the lottery and, where it holds more than one on a date, the draw, in plain letters, digits and punctuation (ASCII), up to 200 characters.",
    });
  });
});
