/**
 * The words a person reads when the vote API refuses a request: one sentence per error code (and per reason of an
 * invalid request), with the values the answer carries, in the page's language. The server's own `message` is English
 * for people who use the API directly and is never shown. English today; the catalogs will word each one.
 */
import { formatCount } from "~/kernel/format/domain/count";
import { formatNumber } from "~/kernel/format/domain/intl-formats";
import { wrongKeyMessage } from "~/features/vote/domain/vote-links";

/** The values an error answer carries beside its code (docs/vote-api.md): `{ "limit": 1000 }`, `{ "reason": … }`. */
export type ApiErrorValues = Readonly<Record<string, string | number>>;

export interface ApiRefusal {
  code: string;
  values: ApiErrorValues;
  retryAfterSeconds: number | null;
}

type Words = (values: ApiErrorValues, locale: string, retryAfterSeconds: number | null) => string;

const number = (values: ApiErrorValues, name: string): number | null =>
  typeof values[name] === "number" ? values[name] : null;

const tryAgain = "Reload the page and try again; if it happens again, the site needs fixing.";
const unreadable = `The vote service could not read what this page sent. ${tryAgain}`;

function formatSize(bytes: number, locale: string): string {
  const mebibytes = bytes >= 1024 * 1024;
  return `${formatNumber(mebibytes ? bytes / (1024 * 1024) : bytes / 1024, locale, { maximumFractionDigits: 1 })} ${mebibytes ? "MiB" : "KiB"}`;
}

const sizedThings: Readonly<Record<string, string>> = { poll: "poll", ballot: "ballot", reveal: "set of results" };

/** Why a request was invalid (`reason`, server/polls/errors.mjs `invalidReasons`), in words. */
export const invalidReasonWords: Readonly<Record<string, Words>> = {
  body_not_object: () => unreadable,
  body_shorter: () => `The request arrived cut short. ${tryAgain}`,
  ciphertext_malformed: () => `The vote service could not read the encrypted content this page sent. ${tryAgain}`,
  token_malformed: () => `The vote service could not read the key this page sent. ${tryAgain}`,
  ballot_id_malformed: () => `The vote service could not read this ballot's id. ${tryAgain}`,
  since_malformed: () => `The vote service could not read which ballots this page asked for. ${tryAgain}`,
  closes_at_malformed: () => "The closing time could not be read: choose a date and time again.",
  closes_at_past: () => "The closing time has passed: choose a time in the future.",
  closes_at_too_far: (values, locale) => {
    const days = number(values, "maxDays");
    return days === null
      ? "The closing time is too far ahead: choose an earlier one."
      : `The closing time is too far ahead: choose one at most ${formatCount(days, locale)} days from now.`;
  },
  keep_days_out_of_range: (values, locale) => {
    const [min, max] = [number(values, "min"), number(values, "max")];
    return min === null || max === null
      ? "The number of days to keep the poll is out of range."
      : `The poll can be kept from ${formatCount(min, locale)} to ${formatCount(max, locale)} days after it closes.`;
  },
};

/** Every code the vote API answers with (server/polls/errors.mjs), and `wrong_key` the page makes itself. */
export const apiErrorWords: Readonly<Record<string, Words>> = {
  invalid_request: (values, locale, retryAfterSeconds) => {
    const reason =
      typeof values.reason === "string" && Object.hasOwn(invalidReasonWords, values.reason)
        ? invalidReasonWords[values.reason]
        : undefined;
    return reason ? reason(values, locale, retryAfterSeconds) : unreadable;
  },
  invalid_json: () => unreadable,
  malformed_request: () => unreadable,
  headers_too_large: () => unreadable,
  unsupported_media_type: () => unreadable,
  request_timeout: () => "The request took too long to arrive. Check the connection and try again.",
  too_large: (values, locale) => {
    const thing = typeof values.what === "string" ? (sizedThings[values.what] ?? "request") : "request";
    const limit = number(values, "limitBytes");
    return limit === null
      ? `This ${thing} is too large.`
      : `This ${thing} is too large: the limit is ${formatSize(limit, locale)}.`;
  },
  poll_not_found: () => "This poll does not exist: it may have expired, or its organiser may have deleted it.",
  not_found: () => `The vote service has nothing at this address. ${tryAgain}`,
  not_organiser: () => "Only the poll's organiser can do this, and this link is not the organiser's.",
  not_your_ballot: () => "This ballot was cast from another device or browser: only that one can change it.",
  poll_closed: () => "This poll has closed, so ballots can no longer be changed.",
  poll_open: () => "Results can be revealed only once the poll has closed.",
  poll_full: (values, locale) => {
    const limit = number(values, "limit");
    return limit === null
      ? "This poll already has as many ballots as a poll can hold."
      : `This poll already has ${formatCount(limit, locale)} ballots, as many as a poll can hold.`;
  },
  too_many_requests: (values, locale, retryAfterSeconds) => {
    const seconds = number(values, "retryAfterSeconds") ?? retryAfterSeconds;
    return seconds === null
      ? "Too many requests from your network. Try again in a moment."
      : `Too many requests from your network. Try again in ${formatCount(seconds, locale)} ${seconds === 1 ? "second" : "seconds"}.`;
  },
  too_many_streams: () =>
    "Too many live updates are open from your network. Close some tabs with polls, then reload this one.",
  unavailable: () => "Votes cannot be reached just now (the server cannot reach its database). Try again in a moment.",
  starting: () => "The vote service is starting. Try again in a few seconds.",
  internal_error: () => "Something went wrong on the server. Try again later.",
  wrong_key: () => wrongKeyMessage,
};

/** The sentence for a code this page does not know (a newer server's): a general one, with the code to report. */
export function unknownApiErrorWords(code: string): string {
  return `The vote service refused this request (${code}). Try again later.`;
}

/** The sentence a person reads for the API's refusal, in the page's language. */
export function describeApiRefusal({ code, values, retryAfterSeconds }: ApiRefusal, locale: string): string {
  const words = Object.hasOwn(apiErrorWords, code) ? apiErrorWords[code] : undefined;
  return words ? words(values, locale, retryAfterSeconds) : unknownApiErrorWords(code);
}
