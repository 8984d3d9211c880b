import { describe, expect, it } from "vitest";
import { decodeReceiptLink, encodeReceiptLink, readReceiptText } from "~/kernel/receipts/domain/receipt-link";

const receipt = { format: "ai-decision-maker/verifiable-draw", version: 1, winners: ["Ann ✓"], list: ["Ann ✓, 1"] };

describe("receipt links", () => {
  it("carry a receipt exactly, after #receipt=", async () => {
    const fragment = await encodeReceiptLink(receipt);
    expect(fragment).toMatch(/^receipt=[dj]\.[A-Za-z0-9_-]+$/);
    expect(await decodeReceiptLink(`#${fragment}`)).toEqual({ status: "opened", text: JSON.stringify(receipt) });
  });

  it("tell a damaged receipt link from a hash that is not one", async () => {
    const fragment = await encodeReceiptLink(receipt);
    expect(await decodeReceiptLink(fragment.slice(0, -6))).toEqual({ status: "damaged" });
    expect(await decodeReceiptLink("#receipt=x.abc")).toEqual({ status: "damaged" });
    // Plain JSON cut short is still text, but not JSON.
    expect(await decodeReceiptLink(`#receipt=j.${Buffer.from('{"format": ').toString("base64url")}`)).toEqual({
      status: "damaged",
    });
    expect(await decodeReceiptLink("#list=1.j.e30")).toEqual({ status: "none" });
    expect(await decodeReceiptLink("")).toEqual({ status: "none" });
  });
});

describe("readReceiptText", () => {
  it("reads JSON, with or without a byte order mark", () => {
    expect(readReceiptText(`\uFEFF${JSON.stringify(receipt)}`)).toEqual({ ok: true, value: receipt });
  });

  it("refuses a key given twice, wherever it is, which readers that keep the first would read otherwise", () => {
    const twice = '{"format": "f", "winners": ["Ann"], "list": ["a, 1"], "winners": ["Bob"]}';
    expect(readReceiptText(twice)).toEqual({
      ok: false,
      message: 'The receipt is damaged: it gives "winners" twice, and readers differ on which one counts.',
    });
    expect(readReceiptText('{"teams": [{"a": 1, "\\u0061": 2}]}')).toMatchObject({ ok: false });
    // The same key in two objects, a key-like text inside a string, and escaped quotes are not repeats.
    const fine = '{"a": {"b": 1}, "b": "\\"b\\": {\\"a\\": 2}", "c": [{"b": 1}, {"b": 2}]}';
    expect(readReceiptText(fine)).toEqual({ ok: true, value: JSON.parse(fine) });
  });

  it("says when the text is not JSON", () => {
    expect(readReceiptText('{"format": ')).toEqual({
      ok: false,
      message: "This is not a receipt: it is not JSON. Paste the whole receipt, from { to }.",
    });
  });
});
