// The polls this device organised, each with its organiser link: the only copy of the organiser's token and key
// beside the link they copied.
import { createKeyStore } from "~/kernel/store/storage/key-store";

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

function readOrganisedPoll(entry: unknown): OrganisedPoll[] {
  if (typeof entry !== "object" || entry === null) return [];
  const { pollId, question, link, createdAt } = entry as Partial<Record<keyof OrganisedPoll, unknown>>;
  if (!isText(pollId) || !isText(question) || !isText(link) || !isText(createdAt)) return [];
  return [{ pollId, question, link, createdAt }];
}

const organisedPollsStore = createKeyStore({
  key: organisedPollsKey,
  empty: [] as OrganisedPoll[],
  // Entry by entry: a poll that does not read whole is left out, never guessed at; the others are kept.
  read: (json) => (Array.isArray(json) ? json.flatMap(readOrganisedPoll) : undefined),
});

/** Restore on read: the polls that read whole, newest first. */
export function restoreOrganisedPolls(raw: string | null): OrganisedPoll[] {
  return organisedPollsStore.restore(raw).value;
}

/** The stored text, or this page view's polls where storage refused them: a stable snapshot for React. */
export const readRawOrganisedPolls = organisedPollsStore.readRaw;

/** Adds a poll (or replaces the one with its id) at the top. False when the browser would not keep it. */
export function saveOrganisedPoll(poll: OrganisedPoll, storage?: Storage | null): boolean {
  return organisedPollsStore.update(({ value }) => [poll, ...value.filter((kept) => kept.pollId !== poll.pollId)], {
    storage,
  }).ok;
}

/** Forgets a poll (deleted, or gone from the server). */
export function forgetOrganisedPoll(pollId: string, storage?: Storage | null): boolean {
  return organisedPollsStore.update(({ value }) => value.filter((poll) => poll.pollId !== pollId), { storage }).ok;
}

export const subscribeToOrganisedPolls = organisedPollsStore.subscribe;
