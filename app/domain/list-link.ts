/**
 * A decision list carried in a link's fragment (`#list=…`), which browsers never send to a server.
 *
 * Fragment format: `list=<version>.<packed JSON>` (app/domain/packed-json.ts: `<encoding>.<data>`, data being
 * base64url of UTF-8 JSON, deflate-raw compressed (`d`) or as is (`j`) when compression would not make it shorter).
 * The JSON is `{"c": choices, "w"?: weights, "x"?: context}`; anything else is a damaged link.
 */

import { packJson, unpackJson } from "~/domain/packed-json";
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
// A few kilobytes of link can inflate to gigabytes; no real list comes near this.
const maximumJsonBytes = 4_000_000;

/** The fragment (without `#`) that carries `list`, compressed when that makes it shorter. */
export async function encodeListLink(list: SharedList): Promise<string> {
  return `${fragmentPrefix}${formatVersion}.${await packJson(toJson(list))}`;
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
  const dot = body.indexOf(".");
  if (dot === -1 || body.slice(0, dot) !== formatVersion) return null;
  const value = await unpackJson(body.slice(dot + 1), maximumJsonBytes);
  return value === undefined ? null : parseList(value);
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
