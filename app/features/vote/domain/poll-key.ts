import { importAesKey } from "~/features/vote/domain/sealed-box";
import { fromBase64Url, toBase64Url } from "~/kernel/lists/domain/packed-json";

/**
 * The poll key: AES-GCM 256, made in the organiser's browser, travelling only in the links' fragments (which
 * browsers never send to a server). Everything of the poll the server stores is sealed under it, but hidden ballots.
 */
export async function newPollKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, true, ["encrypt", "decrypt"]);
}

/** The key as it travels in a link: 32 bytes, 43 characters of base64url. */
export async function exportPollKey(key: CryptoKey): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.exportKey("raw", key)));
}

/** The key a link carries, or null when the text is not one (the link was cut or changed). */
export async function importPollKey(text: string): Promise<CryptoKey | null> {
  const bytes = fromBase64Url(text);
  return bytes ? importAesKey(bytes) : null;
}
