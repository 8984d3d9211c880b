/**
 * The words a person reads when a request to the vote API fails: one sentence per error code (and per reason of an
 * invalid request) with the values the answer carries, as descriptors the page words in its language. The server's own
 * `message` is English for people who use the API directly and is never shown.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ApiFailure } from "~/features/vote/domain/poll-client";

/** The values an error answer carries beside its code (docs/vote-api.md): `{ "limit": 1000 }`, `{ "reason": … }`. */
export type ApiErrorValues = Readonly<Record<string, string | number>>;

export interface ApiRefusal {
  code: string;
  values: ApiErrorValues;
  retryAfterSeconds: number | null;
}

type Words = (values: ApiErrorValues, retryAfterSeconds: number | null) => MessageDescriptor;

const number = (values: ApiErrorValues, name: string): number | null =>
  typeof values[name] === "number" ? values[name] : null;

/** The descriptor with the values its placeholders name. */
const worded = (descriptor: MessageDescriptor, values: Record<string, string | number>): MessageDescriptor => ({
  ...descriptor,
  values,
});

const unreadable = msg`The vote service could not read what this page sent. Reload the page and try again; if it happens again, the site needs fixing.`;

/** Why a request was invalid (`reason`, server/polls/errors.mjs `invalidReasons`), in words. */
export const invalidReasonWords: Readonly<Record<string, Words>> = {
  body_not_object: () => unreadable,
  body_shorter: () =>
    msg`The request arrived cut short. Reload the page and try again; if it happens again, the site needs fixing.`,
  ciphertext_malformed: () =>
    msg`The vote service could not read the encrypted content this page sent. Reload the page and try again; if it happens again, the site needs fixing.`,
  token_malformed: () =>
    msg`The vote service could not read the key this page sent. Reload the page and try again; if it happens again, the site needs fixing.`,
  ballot_id_malformed: () =>
    msg`The vote service could not read this ballot's id. Reload the page and try again; if it happens again, the site needs fixing.`,
  since_malformed: () =>
    msg`The vote service could not read which ballots this page asked for. Reload the page and try again; if it happens again, the site needs fixing.`,
  closes_at_malformed: () => msg`The closing time could not be read: choose a date and time again.`,
  closes_at_past: () => msg`The closing time has passed: choose a time in the future.`,
  closes_at_too_far: (values) => {
    const days = number(values, "maxDays");
    return days === null
      ? msg`The closing time is too far ahead: choose an earlier one.`
      : worded(
          msg`{days, plural, one {The closing time is too far ahead: choose one at most # day from now.} other {The closing time is too far ahead: choose one at most # days from now.}}`,
          { days },
        );
  },
  keep_days_out_of_range: (values) => {
    const [min, max] = [number(values, "min"), number(values, "max")];
    return min === null || max === null
      ? msg`The number of days to keep the poll is out of range.`
      : worded(msg`The poll can be kept from {min, number} to {max, number} days after it closes.`, { min, max });
  },
};

/** A size limit in KiB or MiB, as the server states it. */
function sizeValues(bytes: number) {
  const mebibytes = bytes >= 1024 * 1024;
  return { amount: mebibytes ? bytes / (1024 * 1024) : bytes / 1024, unit: mebibytes ? "MiB" : "KiB" };
}

const tooLargeWords: Readonly<Record<string, { plain: MessageDescriptor; limited: MessageDescriptor }>> = {
  poll: {
    plain: msg`This poll is too large.`,
    limited: msg`This poll is too large: the limit is {amount, number} {unit}.`,
  },
  ballot: {
    plain: msg`This ballot is too large.`,
    limited: msg`This ballot is too large: the limit is {amount, number} {unit}.`,
  },
  reveal: {
    plain: msg`This set of results is too large.`,
    limited: msg`This set of results is too large: the limit is {amount, number} {unit}.`,
  },
  request: {
    plain: msg`This request is too large.`,
    limited: msg`This request is too large: the limit is {amount, number} {unit}.`,
  },
};

/** Every code the vote API answers with (server/polls/errors.mjs), and `wrong_key` the page makes itself. */
export const apiErrorWords: Readonly<Record<string, Words>> = {
  invalid_request: (values, retryAfterSeconds) => {
    const reason =
      typeof values.reason === "string" && Object.hasOwn(invalidReasonWords, values.reason)
        ? invalidReasonWords[values.reason]
        : undefined;
    return reason ? reason(values, retryAfterSeconds) : unreadable;
  },
  invalid_json: () => unreadable,
  malformed_request: () => unreadable,
  headers_too_large: () => unreadable,
  unsupported_media_type: () => unreadable,
  request_timeout: () => msg`The request took too long to arrive. Check the connection and try again.`,
  too_large: (values) => {
    const words =
      typeof values.what === "string" && Object.hasOwn(tooLargeWords, values.what)
        ? tooLargeWords[values.what]!
        : tooLargeWords.request!;
    const limit = number(values, "limitBytes");
    return limit === null ? words.plain : worded(words.limited, sizeValues(limit));
  },
  poll_not_found: () => msg`This poll does not exist: it may have expired, or its organiser may have deleted it.`,
  not_found: () =>
    msg`The vote service has nothing at this address. Reload the page and try again; if it happens again, the site needs fixing.`,
  not_organiser: () => msg`Only the poll's organiser can do this, and this link is not the organiser's.`,
  not_your_ballot: () => msg`This ballot was cast from another device or browser: only that one can change it.`,
  poll_closed: () => msg`This poll has closed, so ballots can no longer be changed.`,
  poll_open: () => msg`Results can be revealed only once the poll has closed.`,
  poll_full: (values) => {
    const limit = number(values, "limit");
    return limit === null
      ? msg`This poll already has as many ballots as a poll can hold.`
      : worded(
          msg`{limit, plural, one {This poll already has # ballot, as many as a poll can hold.} other {This poll already has # ballots, as many as a poll can hold.}}`,
          { limit },
        );
  },
  too_many_requests: (values, retryAfterSeconds) => {
    const seconds = number(values, "retryAfterSeconds") ?? retryAfterSeconds;
    return seconds === null
      ? msg`Too many requests from your network. Try again in a moment.`
      : worded(
          msg`{seconds, plural, one {Too many requests from your network. Try again in # second.} other {Too many requests from your network. Try again in # seconds.}}`,
          { seconds },
        );
  },
  too_many_streams: () =>
    msg`Too many live updates are open from your network. Close some tabs with polls, then reload this one.`,
  unavailable: () =>
    msg`Votes cannot be reached just now (the server cannot reach its database). Try again in a moment.`,
  starting: () => msg`The vote service is starting. Try again in a few seconds.`,
  internal_error: () => msg`Something went wrong on the server. Try again later.`,
  wrong_key: () =>
    msg`This link is damaged: its key does not open this poll. Ask for the link again and copy the whole of it.`,
};

/** The sentence for a code this page does not know (a newer server's): a general one, with the code to report. */
export function unknownApiErrorWords(code: string): MessageDescriptor {
  return worded(msg`The vote service refused this request ({code}). Try again later.`, { code });
}

/** The sentence a person reads for the API's refusal. */
export function describeApiRefusal({ code, values, retryAfterSeconds }: ApiRefusal): MessageDescriptor {
  const words = Object.hasOwn(apiErrorWords, code) ? apiErrorWords[code] : undefined;
  return words ? words(values, retryAfterSeconds) : unknownApiErrorWords(code);
}

/** The sentence to show for a failed request: the API's refusal worded, or what the browser can tell. */
export function describeApiFailure(failure: ApiFailure, online: boolean): MessageDescriptor {
  if (failure.kind === "refused") return describeApiRefusal(failure);
  if (failure.kind === "no-api")
    return msg`Group votes need this site's own server, and this copy of the site has none (it is served as static pages). The rest of the site works as usual.`;
  return online
    ? msg`The vote server cannot be reached just now. Everything you entered stays here: try again in a moment.`
    : msg`This device is offline, so the vote cannot be reached. Everything you entered stays here: try again once you are back online.`;
}
