// The polls this device organised, each with its organiser link: the only copy of the organiser's token and key
// beside the link they copied. Written as the other storage modules on main are (the kernel's key-store factory, on
// branch one-store, had not landed when this was written): restore on read, an in-memory copy where storage refuses.
import { getLocalStorage, subscribeToOtherTabs } from "~/kernel/store/storage/local-storage";

export const organisedPollsKey = "vote-organised-polls";

/** A poll this device made. `link` is the organiser link's fragment (`o1.…`), which opens it again. */
export interface OrganisedPoll {
  pollId: string;
  question: string;
  link: string;
  /** ISO time the poll was made. */
  createdAt: string;
}

const isText = (value: unknown): value is string => typeof value === "string";

/** Restore on read: the polls that read whole, newest first; anything else stored is left out, never guessed at. */
export function restoreOrganisedPolls(raw: string | null): OrganisedPoll[] {
  let value: unknown;
  try {
    value = raw === null ? [] : JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: Partial<OrganisedPoll> | null) => {
    if (typeof entry !== "object" || entry === null) return [];
    const { pollId, question, link, createdAt } = entry;
    if (!isText(pollId) || !isText(question) || !isText(link) || !isText(createdAt)) return [];
    return [{ pollId, question, link, createdAt }];
  });
}

const listeners = new Set<() => void>();
let unsaved: { raw: string } | null = null;

/** The stored text, as a stable snapshot for `useSyncExternalStore`. */
export function readRawOrganisedPolls(storage = getLocalStorage()): string | null {
  if (unsaved) return unsaved.raw;
  try {
    return storage?.getItem(organisedPollsKey) ?? null;
  } catch {
    return null;
  }
}

function write(polls: OrganisedPoll[], storage: Storage | null): boolean {
  const raw = JSON.stringify(polls);
  unsaved = { raw };
  let kept = false;
  try {
    if (storage) {
      storage.setItem(organisedPollsKey, raw);
      unsaved = null;
      kept = true;
    }
  } catch {
    // Quota or blocked storage: the copy in memory holds for this page view.
  }
  listeners.forEach((listener) => listener());
  return kept;
}

/** Adds a poll (or replaces the one with its id) at the top. False when the browser would not keep it. */
export function saveOrganisedPoll(poll: OrganisedPoll, storage = getLocalStorage()): boolean {
  const others = restoreOrganisedPolls(readRawOrganisedPolls(storage)).filter((kept) => kept.pollId !== poll.pollId);
  return write([poll, ...others], storage);
}

/** Forgets a poll (deleted, or gone from the server). */
export function forgetOrganisedPoll(pollId: string, storage = getLocalStorage()): boolean {
  const polls = restoreOrganisedPolls(readRawOrganisedPolls(storage));
  return write(
    polls.filter((poll) => poll.pollId !== pollId),
    storage,
  );
}

export function subscribeToOrganisedPolls(listener: () => void): () => void {
  listeners.add(listener);
  const stop = subscribeToOtherTabs(organisedPollsKey, listener);
  return () => {
    listeners.delete(listener);
    stop();
  };
}
