import { msg, plural } from "@lingui/core/macro";
import {
  countApproval,
  explainApproval,
  headlineApproval,
  type ApprovalResult,
} from "~/features/vote/domain/approval-count";
import { canonicalBallot, readBallot, type Ballot } from "~/features/vote/domain/ballot";
import { fingerprintBits, formatFingerprint } from "~/features/vote/domain/fingerprint";
import type { Poll } from "~/features/vote/domain/poll";
import { countRanked, type RankedResult } from "~/features/vote/domain/ranked-count";
import { explainRanked, headlineRanked } from "~/features/vote/domain/ranked-explanation";
import { drawExplained, type ResultSentence } from "~/features/vote/domain/result-words";
import { countStar, explainStar, headlineStar, type StarResult } from "~/features/vote/domain/star-count";
import { createTieBreak, tieBreakSeed, type TieBreak } from "~/features/vote/domain/tie-break";
import { isolate } from "~/kernel/format/domain/isolate";
import type { IndexDraw } from "~/kernel/random/domain/random";
import { createSeededDraw } from "~/kernel/random/domain/seeded-random";

/** A ballot as its browser decrypted it (its JSON), or why it could not be (docs/decisions/021-group-vote-counting.md). */
export type OpenedBallot = { id: string; content: unknown } | { id: string; problem: string };

/** One row of the recount's list: every ballot the server sent, by fingerprint, counted or set aside with a reason. */
export interface BallotRow {
  id: string;
  fingerprint: string;
  ballot: Ballot | null;
  /** The name its voter signed it with; null when anonymous or set aside. */
  name: string | null;
  /** Why it was set aside; null when it was counted. */
  setAsideBecause: string | null;
}

export type MethodResult = ApprovalResult | RankedResult | StarResult;

export interface VoteCount {
  counted: number;
  setAside: number;
  /** Every ballot, ordered by fingerprint (never by when it came or the server's order). */
  rows: BallotRow[];
  /** Null when no ballot could be counted. */
  result: MethodResult | null;
  /** Whether the fair draw settled a tie anywhere in the count (the sentences say where). */
  drew: boolean;
  /** The result in one sentence a group reads at first sight; null when no ballot could be counted. */
  headline: ResultSentence | null;
  /** How it was counted, sentence by sentence, worded in the page's language when shown. */
  explanation: ResultSentence[];
}

/**
 * Counts the ballots of a poll, every browser alike: the same ballots give the same result, draws included, since the
 * draw is seeded by the poll id and the counted ballots (`draw` replaces it in tests). Never throws on a ballot:
 * anything that cannot be counted is set aside with its reason.
 */
export function countVotes(poll: Poll, pollId: string, opened: readonly OpenedBallot[], draw?: IndexDraw): VoteCount {
  const idCounts = new Map<string, number>();
  for (const { id } of opened) idCounts.set(id, (idCounts.get(id) ?? 0) + 1);
  const keyed = opened.map((item) => {
    const bits = fingerprintBits(item.id);
    const row = (ballot: Ballot | null, setAsideBecause: string | null, name: string | null = null) => ({
      bits: bits ?? -1,
      row: {
        id: item.id,
        fingerprint: bits === null ? "????-????" : formatFingerprint(bits),
        ballot,
        name,
        setAsideBecause,
      },
    });
    if (bits === null) return row(null, "its id is not one a browser of this site makes");
    if ((idCounts.get(item.id) ?? 0) > 1) return row(null, "the server sent more than one ballot with its id");
    if ("problem" in item) return row(null, item.problem);
    const reading = readBallot(item.content, poll.method, poll.options.length);
    return reading.ok ? row(reading.ballot, null, reading.name) : row(null, reading.reason);
  });
  keyed.sort((a, b) => a.bits - b.bits || (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0));
  const rows: BallotRow[] = keyed.map((item) => item.row);

  const counted = rows.flatMap((row) => (row.ballot ? [row.ballot] : []));
  const tieBreak = createTieBreak(
    poll.options.length,
    () => draw ?? createSeededDraw(tieBreakSeed(pollId, counted.map(canonicalBallot))),
  );
  const result = counted.length === 0 ? null : countMethod(counted, poll.options.length, tieBreak);
  const setAside = rows.length - counted.length;
  // Each name set apart from the sentence: one in another script reorders nothing around it ("🍣 סושי 1 to 0").
  const names = poll.options.map(isolate);
  const countedCount = counted.length;
  const explanation = [
    countedCount === 0
      ? msg`No ballot has been counted yet.`
      : msg`${plural(countedCount, { one: "# ballot counted.", other: "# ballots counted." })}`,
    ...(setAside > 0
      ? [
          msg`${plural(setAside, {
            one: "# ballot set aside and not counted; the list of ballots gives each reason.",
            other: "# ballots set aside and not counted; the list of ballots gives each reason.",
          })}`,
        ]
      : []),
    ...(result ? explainResult(result, names, countedCount) : []),
    ...(tieBreak.used ? [drawExplained] : []),
  ];
  const headline = result ? headlineResult(result, names, countedCount) : null;
  return { counted: countedCount, setAside, rows, result, drew: tieBreak.used, headline, explanation };
}

function countMethod(counted: readonly Ballot[], optionCount: number, tieBreak: TieBreak) {
  const lists = counted.map((ballot) =>
    ballot.method === "approval" ? ballot.approved : ballot.method === "ranked" ? ballot.ranking : ballot.scores,
  );
  const method = counted[0]?.method;
  if (method === "approval") return countApproval(lists, optionCount, tieBreak);
  return method === "ranked" ? countRanked(lists, optionCount, tieBreak) : countStar(lists, optionCount, tieBreak);
}

function headlineResult(result: MethodResult, options: readonly string[], ballotCount: number): ResultSentence {
  if (result.method === "approval") return headlineApproval(result, options, ballotCount);
  return result.method === "ranked" ? headlineRanked(result, options) : headlineStar(result, options, ballotCount);
}

function explainResult(result: MethodResult, options: readonly string[], ballotCount: number): ResultSentence[] {
  if (result.method === "approval") return explainApproval(result, options, ballotCount);
  return result.method === "ranked" ? explainRanked(result, options) : explainStar(result, options, ballotCount);
}
