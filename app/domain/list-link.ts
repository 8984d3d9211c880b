/**
 * A decision list carried in a link's fragment (`#list=…`), which browsers never send to a server.
 *
 * Fragment format: `list=<version>.<encoding>.<data>`, where data is base64url of UTF-8 JSON, either
 * deflate-raw compressed (`d`) or as is (`j`) when compression would not make the link shorter.
 * The JSON is `{"c": choices, "w"?: weights, "x"?: context}`; anything else is a damaged link.
 */

import { maximumWeight, minimumWeight } from "~/domain/weighted-options";

/** What a link carries: the choices, and on the pages that have them, their weights or the context. */
export interface SharedList {
  choices: string[];
  /** One integer from 1 to 100 per choice. */
  weights?: number[];
  context?: string;
}

export type ListLinkReading = { status: "none" } | { status: "damaged" } | { status: "opened"; list: SharedList };

const fragmentPrefix = "list=";
const formatVersion = "1";
const deflated = "d";
const plain = "j";
// A few kilobytes of link can inflate to gigabytes; no real list comes near this.
const maximumJsonBytes = 4_000_000;

/** The fragment (without `#`) that carries `list`, compressed when that makes it shorter. */
export async function encodeListLink(list: SharedList): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(toJson(list)));
  const compressed = await pipeThrough(json, new CompressionStream("deflate-raw"));
  const [encoding, bytes] = compressed.length < json.length ? [deflated, compressed] : [plain, json];
  return `${fragmentPrefix}${formatVersion}.${encoding}.${toBase64Url(bytes)}`;
}

/**
 * Reads a location hash (with or without `#`). A hash that is not a list link is "none"; a list link
 * that cannot be read exactly, for any reason, is "damaged". Never throws.
 */
export async function decodeListLink(hash: string): Promise<ListLinkReading> {
  const fragment = hash.startsWith("#") ? hash.slice(1) : hash;
  if (!fragment.startsWith(fragmentPrefix)) return { status: "none" };
  try {
    const list = await readFragment(fragment.slice(fragmentPrefix.length));
    return list ? { status: "opened", list } : { status: "damaged" };
  } catch {
    return { status: "damaged" };
  }
}

async function readFragment(body: string): Promise<SharedList | null> {
  const [version, encoding, data, ...rest] = body.split(".");
  if (version !== formatVersion || data === undefined || rest.length > 0) return null;
  const bytes = fromBase64Url(data);
  if (!bytes) return null;
  let json: Uint8Array;
  if (encoding === deflated) json = await pipeThrough(bytes, new DecompressionStream("deflate-raw"));
  else if (encoding === plain) json = bytes;
  else return null;
  if (json.length > maximumJsonBytes) return null;
  return parseList(JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(json)));
}

function toJson({ choices, weights, context }: SharedList): Record<string, unknown> {
  return { c: choices, ...(weights && { w: weights }), ...(context !== undefined && { x: context }) };
}

const isWeight = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= minimumWeight && (value as number) <= maximumWeight;

/** The list, only if `value` has exactly the shape `toJson` writes. */
function parseList(value: unknown): SharedList | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { c, w, x, ...unknownKeys } = value as Record<string, unknown>;
  if (Object.keys(unknownKeys).length > 0) return null;
  if (!Array.isArray(c) || !c.every((choice) => typeof choice === "string")) return null;
  const list: SharedList = { choices: c as string[] };
  if (w !== undefined) {
    if (!Array.isArray(w) || w.length !== c.length || !w.every(isWeight)) return null;
    list.weights = w as number[];
  }
  if (x !== undefined) {
    if (typeof x !== "string") return null;
    list.context = x;
  }
  return list;
}

/** Runs bytes through a (de)compression stream; fails when the output would exceed maximumJsonBytes. */
async function pipeThrough(
  bytes: Uint8Array<ArrayBuffer>,
  transform: CompressionStream | DecompressionStream,
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
    if (length > maximumJsonBytes) {
      await reader.cancel();
      throw new RangeError("List link too large");
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

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (let start = 0; start < bytes.length; start += charCodeChunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + charCodeChunk));
  }
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Bytes of unpadded base64url text, or null for anything else (including a length no encoder produces). */
function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
