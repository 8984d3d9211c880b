import { escapeInvisible } from "~/kernel/receipts/domain/shown-text";
import { packFragment, unpackFragmentText, type FragmentKind } from "~/kernel/lists/domain/packed-json";

/**
 * A receipt carried in a link's fragment (`#receipt=<packed JSON>`), which browsers never send to a server. A receipt
 * of 100,000 entrants is a few megabytes of JSON; no receipt comes near 50,000,000 bytes.
 */
const receiptFragment: FragmentKind = { name: "receipt", maximumJsonBytes: 50_000_000 };

/** The fragment (without `#`) that carries `receipt`. */
export async function encodeReceiptLink(receipt: unknown): Promise<string> {
  return packFragment(receiptFragment, receipt);
}

/**
 * Reads a location hash (with or without `#`): no receipt in it, one that cannot be read (not even JSON), or its JSON
 * text, for readReceiptText to read as a page's receipt text is read.
 */
export async function decodeReceiptLink(hash: string) {
  const reading = await unpackFragmentText(hash, receiptFragment);
  if (reading.status !== "opened") return reading;
  try {
    JSON.parse(reading.text);
    return reading;
  } catch {
    return { status: "damaged" as const };
  }
}

/**
 * The first key an object of valid JSON `text` gives twice, or null. JSON.parse keeps the last, other readers the
 * first: a receipt read two ways could show one person other winners than it was checked with.
 */
function repeatedKey(text: string): string | null {
  // Strings whole (a brace inside one is text), each followed by its colon when it is a key; then brackets.
  const tokens = /"(?:[^"\\]|\\.)*"(?=\s*(:?))|[{}[\]]/g;
  const objects: (Set<string> | null)[] = [];
  for (const [token, colon] of text.matchAll(tokens)) {
    if (token === "{" || token === "[") objects.push(token === "{" ? new Set() : null);
    else if (token === "}" || token === "]") objects.pop();
    else if (colon) {
      const keys = objects.at(-1);
      const key = JSON.parse(token) as string;
      if (keys?.has(key)) return key;
      keys?.add(key);
    }
  }
  return null;
}

/** Pasted, opened or linked receipt text as JSON, or a sentence saying why it cannot be read as a receipt. */
export function readReceiptText(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  const json = text.replace(/^\uFEFF/, "");
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, message: "This is not a receipt: it is not JSON. Paste the whole receipt, from { to }." };
  }
  const repeated = repeatedKey(json);
  if (repeated !== null) {
    return {
      ok: false,
      message: `The receipt is damaged: it gives ${escapeInvisible(repeated)} twice, and readers differ on which one counts.`,
    };
  }
  return { ok: true, value };
}
