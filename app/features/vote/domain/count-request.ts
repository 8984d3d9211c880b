import { countVotes, type OpenedBallot, type VoteCount } from "~/features/vote/domain/count";
import type { Poll } from "~/features/vote/domain/poll";

/** A count of opened ballots: what the counting worker counts once it has opened them. */
export interface CountRequest {
  poll: Poll;
  pollId: string;
  ballots: OpenedBallot[];
}

/**
 * Ballots × options from which the page counts in a worker (docs/decisions/021-group-vote-counting.md): 10,000 ranked
 * ballots over 20 options (200,000) take tens of milliseconds at CPU ×1, so at CPU ×4 a count of about a twentieth
 * of that already fills a frame. Below it, copying the ballots to a worker costs more than the count.
 */
export const countInWorkerFrom = 10_000;

export function shouldCountInWorker(ballotCount: number, optionCount: number): boolean {
  return ballotCount * optionCount >= countInWorkerFrom;
}

/** The count the worker posts back: plain data, so it crosses postMessage whole. */
export function answerCountRequest({ poll, pollId, ballots }: CountRequest): VoteCount {
  return countVotes(poll, pollId, ballots);
}
