// This device's ballot in each poll it opened: the ballot id and token that let it replace its own ballot (and no
// one else's), what it cast (so it can check the count has it exactly), a ballot not sent yet, and whether the result
// is in the history.
import { ballotToJson, readBallot, type Ballot } from "~/features/vote/domain/ballot";
import type { VoteMethod } from "~/features/vote/domain/poll";
import { createKeyStore } from "~/kernel/store/storage/key-store";

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

/** Each poll's entry as stored, read only when that poll is opened, so one damaged entry spoils no other. */
type StoredEntries = Record<string, unknown>;

const deviceBallotsStore = createKeyStore({
  key: deviceBallotsKey,
  empty: {} as StoredEntries,
  read: (json) =>
    typeof json === "object" && json !== null && !Array.isArray(json) ? (json as StoredEntries) : undefined,
});

const isText = (value: unknown): value is string => typeof value === "string";

/** Restore on read: this device's entry for a poll, or null when there is none that reads whole. */
export function restoreDeviceBallot(raw: string | null, pollId: string, method: VoteMethod, optionCount: number) {
  const stored = deviceBallotsStore.restore(raw).value;
  const entry = Object.hasOwn(stored, pollId) ? (stored[pollId] as Partial<Record<keyof DeviceBallot, unknown>>) : null;
  if (typeof entry !== "object" || entry === null) return null;
  const { ballotId, token, name, ballot, sent, recorded } = entry;
  if (!isText(ballotId) || !isText(token) || !isText(name) || typeof sent !== "boolean") return null;
  if (typeof recorded !== "boolean") return null;
  const reading = ballot === null ? null : readBallot(ballot, method, optionCount);
  if (reading && !reading.ok) return null;
  return { ballotId, token, name, ballot: reading ? reading.ballot : null, sent, recorded } satisfies DeviceBallot;
}

/** The stored text, or this page view's entries where storage refused them: a stable snapshot for React. */
export const readRawDeviceBallots = deviceBallotsStore.readRaw;

/**
 * Stores this device's entry for a poll, leaving every other poll's as it was. False when the browser refused: the
 * entry then holds for this page view only.
 */
export function saveDeviceBallot(pollId: string, entry: DeviceBallot, storage?: Storage | null): boolean {
  const { ballot, ...rest } = entry;
  const json = { ...rest, ballot: ballot && ballotToJson(ballot) };
  return deviceBallotsStore.update(({ value }) => ({ ...value, [pollId]: json }), { storage }).ok;
}

export const subscribeToDeviceBallots = deviceBallotsStore.subscribe;
