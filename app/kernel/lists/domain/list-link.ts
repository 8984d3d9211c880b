/**
 * A decision list carried in a link's fragment (`#list=…`), which browsers never send to a server.
 *
 * Fragment format: `list=<version>.<packed JSON>` (app/kernel/lists/domain/packed-json.ts). The JSON is `{"c": choices, "w"?: weights, "x"?: context, "t"?: teams}`, teams being
 * `{"m": members, "r"?: totals, "a"?: keep apart, "d": made at}`; anything else is a damaged link.
 */

import { packFragment, unpackFragment, type FragmentKind } from "~/kernel/lists/domain/packed-json";
import { maximumWeight, minimumWeight } from "~/kernel/lists/domain/weighted-options";

/** What a link carries: the choices, and on the pages that have them, their weights, the context or the teams. */
export interface SharedList {
  choices: string[];
  /** One integer from 1 to 100 per choice. */
  weights?: number[];
  context?: string;
  /** Teams made from the choices, shown to whoever opens the link as someone else's result. */
  teams?: SharedTeams;
}

/** A split into teams, as /teams shares it beside the list it was made from. */
export interface SharedTeams {
  /** Each team's members, in the order they were dealt. */
  members: string[][];
  /** Each team's rating total in hundredths, when balanced by rating. */
  totals?: number[];
  /** The groups kept apart, as written, when there were any. */
  apart?: string;
  /** When the teams were made, in milliseconds since 1970. */
  madeAt: number;
}

export type ListLinkReading = { status: "none" } | { status: "damaged" } | { status: "opened"; list: SharedList };

// A few kilobytes of link can inflate to gigabytes; no real list comes near 4,000,000 bytes of JSON.
const listFragment: FragmentKind = { name: "list", version: "1", maximumJsonBytes: 4_000_000 };

/** Whether a location hash carries a list link (readable or damaged), before reading it. */
export function carriesListLink(hash: string): boolean {
  return hash.replace(/^#/, "").startsWith(`${listFragment.name}=`);
}

/** The fragment (without `#`) that carries `list`, compressed when that makes it shorter. */
export async function encodeListLink(list: SharedList): Promise<string> {
  return packFragment(listFragment, toJson(list));
}

/**
 * Reads a location hash (with or without `#`). A hash that is not a list link is "none"; a list link
 * that cannot be read exactly, for any reason, is "damaged". Never throws.
 */
export async function decodeListLink(hash: string): Promise<ListLinkReading> {
  const reading = await unpackFragment(hash, listFragment);
  if (reading.status !== "opened") return reading;
  const list = parseList(reading.value);
  return list ? { status: "opened", list } : { status: "damaged" };
}

function toJson({ choices, weights, context, teams }: SharedList): Record<string, unknown> {
  return {
    c: choices,
    ...(weights && { w: weights }),
    ...(context !== undefined && { x: context }),
    ...(teams && {
      t: {
        m: teams.members,
        ...(teams.totals && { r: teams.totals }),
        ...(teams.apart !== undefined && { a: teams.apart }),
        d: teams.madeAt,
      },
    }),
  };
}

const isWeight = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= minimumWeight && (value as number) <= maximumWeight;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isTexts = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((text) => typeof text === "string");
// Milliseconds a Date can hold, either side of 1970.
const isTime = (value: unknown): value is number => Number.isInteger(value) && Math.abs(value as number) <= 8.64e15;

/** The list, only if `value` has exactly the shape `toJson` writes. */
function parseList(value: unknown): SharedList | null {
  if (!isObject(value)) return null;
  const { c, w, x, t, ...unknownKeys } = value;
  if (Object.keys(unknownKeys).length > 0) return null;
  if (!isTexts(c)) return null;
  const list: SharedList = { choices: c };
  if (w !== undefined) {
    if (!Array.isArray(w) || w.length !== c.length || !w.every(isWeight)) return null;
    list.weights = w as number[];
  }
  if (x !== undefined) {
    if (typeof x !== "string") return null;
    list.context = x;
  }
  if (t !== undefined) {
    const teams = parseTeams(t);
    if (!teams) return null;
    list.teams = teams;
  }
  return list;
}

function parseTeams(value: unknown): SharedTeams | null {
  if (!isObject(value)) return null;
  const { m, r, a, d, ...unknownKeys } = value;
  if (Object.keys(unknownKeys).length > 0) return null;
  if (!Array.isArray(m) || m.length === 0 || !m.every(isTexts) || !isTime(d)) return null;
  const teams: SharedTeams = { members: m, madeAt: d };
  if (r !== undefined) {
    if (!Array.isArray(r) || r.length !== m.length || !r.every(Number.isSafeInteger)) return null;
    teams.totals = r as number[];
  }
  if (a !== undefined) {
    if (typeof a !== "string") return null;
    teams.apart = a;
  }
  return teams;
}
