import { toHex } from "~/domain/seeded-random";
import { hashText } from "~/domain/verifiable-receipt";

/**
 * The hash a history record keeps of a list too long to keep (app/domain/kept-list.ts), from the list's canonical
 * lines, hashed by Web Crypto off the main thread, so a page can have it ready before the list is drawn from. Web
 * Crypto exists only in secure contexts: elsewhere (the site served over plain http to another device) it is hashed
 * here.
 */
export async function digestLines(canonicalLines: readonly string[]): Promise<string> {
  const text = canonicalLines.join("\n");
  if (!crypto.subtle) return hashText(text);
  return toHex(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))));
}
