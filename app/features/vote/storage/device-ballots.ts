// This device's ballot in each poll it opened: the ballot id and token that let it replace its own ballot (and no
// one else's), what it cast (so it can check the count has it exactly), a ballot not sent yet, and whether the result
// is in the history. Written as the other storage modules on main are (the kernel's key-store factory, on branch
// one-store, had not landed when this was written).
import { ballotToJson, readBallot, type Ballot } from "~/features/vote/domain/ballot";
import type { VoteMethod } from "~/features/vote/domain/poll";
import { getLocalStorage, subscribeToOtherTabs } from "~/kernel/store/storage/local-storage";

export const deviceBallotsKey = "vote-device-ballots";

export interface DeviceBallot {
  ballotId: string;
  token: string;
  /** The name the ballot is signed with; "" for none. */
  name: string;
  /** The ballot as last chosen here; null before any. */
  ballot: Ballot | null;
  /** Whether the server has that ballot; false while it waits for a retry. */
  sent: boolean;
  /** Whether this poll's result is in the history already, so it is saved once. */
  recorded: boolean;
}

type Stored = Record<string, unknown>;

function parse(raw: string | null): Stored {
  try {
    const value: unknown = raw === null ? {} : JSON.parse(raw);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Stored) : {};
  } catch {
    return {};
  }
}

const isText = (value: unknown): value is string => typeof value === "string";

/** Restore on read: this device's entry for a poll, or null when there is none that reads whole. */
export function restoreDeviceBallot(raw: string | null, pollId: string, method: VoteMethod, optionCount: number) {
  const stored = parse(raw);
  const entry = Object.hasOwn(stored, pollId) ? (stored[pollId] as Partial<Record<keyof DeviceBallot, unknown>>) : null;
  if (typeof entry !== "object" || entry === null) return null;
  const { ballotId, token, name, ballot, sent, recorded } = entry;
  if (!isText(ballotId) || !isText(token) || !isText(name) || typeof sent !== "boolean") return null;
  if (typeof recorded !== "boolean") return null;
  const reading = ballot === null ? null : readBallot(ballot, method, optionCount);
  if (reading && !reading.ok) return null;
  return { ballotId, token, name, ballot: reading ? reading.ballot : null, sent, recorded } satisfies DeviceBallot;
}

const listeners = new Set<() => void>();
let unsaved: { raw: string } | null = null;

/** The stored text, as a stable snapshot for `useSyncExternalStore`. */
export function readRawDeviceBallots(storage = getLocalStorage()): string | null {
  if (unsaved) return unsaved.raw;
  try {
    return storage?.getItem(deviceBallotsKey) ?? null;
  } catch {
    return null;
  }
}

/** Stores this device's entry for a poll, leaving every other poll's as it was. False when the browser refused. */
export function saveDeviceBallot(pollId: string, entry: DeviceBallot, storage = getLocalStorage()): boolean {
  const { ballot, ...rest } = entry;
  const json = { ...rest, ballot: ballot && ballotToJson(ballot) };
  const raw = JSON.stringify({ ...parse(readRawDeviceBallots(storage)), [pollId]: json });
  unsaved = { raw };
  let kept = false;
  try {
    if (storage) {
      storage.setItem(deviceBallotsKey, raw);
      unsaved = null;
      kept = true;
    }
  } catch {
    // Quota or blocked storage: the copy in memory holds for this page view.
  }
  listeners.forEach((listener) => listener());
  return kept;
}

export function subscribeToDeviceBallots(listener: () => void): () => void {
  listeners.add(listener);
  const stop = subscribeToOtherTabs(deviceBallotsKey, listener);
  return () => {
    listeners.delete(listener);
    stop();
  };
}
