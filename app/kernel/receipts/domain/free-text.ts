// What a version 4 statement and a text public value may hold (docs/verifiable-draws.md, section 3): read only when a
// statement is written or checked, so it loads on demand.

/**
 * A version 4 free text (a statement's lottery name or text source, a text public value): 1 to 200 printable ASCII
 * characters, single spaces between words and none at either end. Nothing in it can look like something else or hide:
 * a statement or value compared by eye reads one way only (docs/decisions/022).
 */
export const isFreeText = (value: string) => value.length <= 200 && /^[!-~]( ?[!-~])*$/.test(value);

/**
 * Typed text as a free text: accents and compatibility forms taken to their plain letters (“Lotería” to “Loteria”,
 * full-width to ASCII), each run of white space one space, trimmed. What remains beyond ASCII isFreeText refuses.
 */
export const asFreeText = (typed: string) => typed.normalize("NFKD").replace(/\p{M}/gu, "").replace(/\s+/g, " ").trim();
