import {
  packFragment,
  unpackFragment,
  type FragmentKind,
  type FragmentReading,
} from "~/kernel/lists/domain/packed-json";

/**
 * A receipt carried in a link's fragment (`#receipt=<packed JSON>`), which browsers never send to a server. A receipt
 * of 100,000 entrants is a few megabytes of JSON; no receipt comes near 50,000,000 bytes.
 */
const receiptFragment: FragmentKind = { name: "receipt", maximumJsonBytes: 50_000_000 };

/** The fragment (without `#`) that carries `receipt`. */
export async function encodeReceiptLink(receipt: unknown): Promise<string> {
  return packFragment(receiptFragment, receipt);
}

/** Reads a location hash (with or without `#`): no receipt in it, one that cannot be read, or its JSON. */
export function decodeReceiptLink(hash: string): Promise<FragmentReading> {
  return unpackFragment(hash, receiptFragment);
}

/** Pasted or opened receipt text as JSON, or a sentence saying it is not JSON. */
export function readReceiptText(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text.replace(/^\uFEFF/, "")) as unknown };
  } catch {
    return { ok: false, message: "This is not a receipt: it is not JSON. Paste the whole receipt, from { to }." };
  }
}
