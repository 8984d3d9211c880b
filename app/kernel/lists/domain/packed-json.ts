/**
 * JSON packed into a link's fragment, which browsers never send to a server: `<name>=<version>.<packed>` (share links of
 * lists and matrices) or `<name>=<packed>` (draw receipts, whose version is inside the JSON), where packed is
 * `<encoding>.<data>`, data being base64url of UTF-8 JSON, either deflate-raw compressed (`d`) or as is (`j`) when
 * compression would not make it shorter. The one place that packs and unpacks: each link only names its fragment
 * and reads its JSON.
 */

/** What a location hash holds for one kind of link. */
export type FragmentReading = { status: "none" } | { status: "damaged" } | { status: "opened"; value: unknown };

/** How one kind of link is named in the fragment, which format version it writes, and the most JSON it reads. */
export interface FragmentKind {
  name: string;
  version?: string;
  /** A few kilobytes of link can inflate to gigabytes: JSON longer than this is damaged, and never inflated. */
  maximumJsonBytes: number;
}

/** The fragment (without `#`) that carries `value`, compressed when that makes it shorter. */
export async function packFragment(kind: FragmentKind, value: unknown): Promise<string> {
  return `${kind.name}=${kind.version === undefined ? "" : `${kind.version}.`}${await packJson(value)}`;
}

/**
 * Reads a location hash (with or without `#`): "none" when it is not this kind of link, "damaged" when it is one that
 * cannot be read exactly, for any reason (another version included), else its JSON. Never throws.
 */
export async function unpackFragment(hash: string, kind: FragmentKind): Promise<FragmentReading> {
  const reading = await unpackFragmentText(hash, kind);
  if (reading.status !== "opened") return reading;
  try {
    return { status: "opened", value: JSON.parse(reading.text) as unknown };
  } catch {
    return { status: "damaged" };
  }
}

/** As unpackFragment, but the JSON as its text, for a reader that looks at more than the value (a key given twice). */
export async function unpackFragmentText(
  hash: string,
  kind: FragmentKind,
): Promise<{ status: "none" } | { status: "damaged" } | { status: "opened"; text: string }> {
  const fragment = hash.startsWith("#") ? hash.slice(1) : hash;
  const prefix = `${kind.name}=`;
  if (!fragment.startsWith(prefix)) return { status: "none" };
  let packed = fragment.slice(prefix.length);
  if (kind.version !== undefined) {
    const dot = packed.indexOf(".");
    if (dot === -1 || packed.slice(0, dot) !== kind.version) return { status: "damaged" };
    packed = packed.slice(dot + 1);
  }
  const text = await unpackJson(packed, kind.maximumJsonBytes);
  return text === undefined ? { status: "damaged" } : { status: "opened", text };
}

const deflated = "d";
const plain = "j";

/** `value` as JSON, packed; compressed when that makes it shorter. */
async function packJson(value: unknown): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(value));
  const compressed = await pipeThrough(json, new CompressionStream("deflate-raw"), Infinity);
  const [encoding, bytes] = compressed.length < json.length ? [deflated, compressed] : [plain, json];
  return `${encoding}.${toBase64Url(bytes)}`;
}

/**
 * The JSON text packed in `text`, or undefined when it cannot be read exactly, for any reason (including JSON
 * over `maximumJsonBytes`, which a few kilobytes of compressed text could otherwise inflate to). Never throws.
 */
async function unpackJson(text: string, maximumJsonBytes: number): Promise<string | undefined> {
  try {
    const [encoding, data, ...rest] = text.split(".");
    if (data === undefined || rest.length > 0) return undefined;
    const bytes = fromBase64Url(data);
    if (!bytes) return undefined;
    let json: Uint8Array;
    if (encoding === deflated)
      json = await pipeThrough(bytes, new DecompressionStream("deflate-raw"), maximumJsonBytes);
    else if (encoding === plain) json = bytes;
    else return undefined;
    if (json.length > maximumJsonBytes) return undefined;
    return new TextDecoder("utf-8", { fatal: true }).decode(json);
  } catch {
    return undefined;
  }
}

/** Runs bytes through a (de)compression stream; fails when the output would exceed `maximumBytes`. */
async function pipeThrough(
  bytes: Uint8Array<ArrayBuffer>,
  transform: CompressionStream | DecompressionStream,
  maximumBytes: number,
): Promise<Uint8Array> {
  const writer = transform.writable.getWriter();
  // Errors surface on the reading side; these promises only need to be handled.
  writer.write(bytes).catch(() => {});
  writer.close().catch(() => {});
  const reader = transform.readable.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > maximumBytes) {
      await reader.cancel();
      throw new RangeError("Packed JSON too large");
    }
    chunks.push(value);
  }
  const result = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    result.set(chunk, offset);
    offset += chunk.length;
  }
  return result;
}

// String.fromCharCode takes its bytes as arguments; stay well below engines' argument limits.
const charCodeChunk = 0x8000;

/** Unpadded base64url text of the bytes, as links and the vote API carry them. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (let start = 0; start < bytes.length; start += charCodeChunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + charCodeChunk));
  }
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Bytes of unpadded base64url text, or null for anything else (including a length no encoder produces). */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
