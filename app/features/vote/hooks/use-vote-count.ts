import { useEffect, useState } from "react";
import type { SealedCountRequest } from "~/features/vote/domain/ballots-to-count";
import type { VoteCount } from "~/features/vote/domain/count";
import { unpackCount, type CountMessage } from "~/features/vote/domain/count-message";

export type CountInput = SealedCountRequest;

// The counting code loads when a count is first wanted, not with the page (its first scripts stay within budget).
const loadCounting = () =>
  Promise.all([import("~/features/vote/domain/ballots-to-count"), import("~/features/vote/domain/count-request")]);

/**
 * A large count is opened and counted in a worker (docs/decisions/021-group-vote-counting.md), so the page never stops
 * answering: the keys go with the ballots.
 */
function countInWorker(request: CountInput): Promise<VoteCount> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("../workers/count.worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = ({ data }: MessageEvent<CountMessage>) => {
      worker.terminate();
      resolve(unpackCount(data));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error("The count could not run in a worker."));
    };
    worker.postMessage(request);
  });
}

/** Decrypts and counts the ballots: in a worker when the count is large, else here. */
export async function countBallots(input: CountInput): Promise<VoteCount> {
  const [{ countSealedBallots }, { shouldCountInWorker }] = await loadCounting();
  const large = shouldCountInWorker(input.ballots.length, input.poll.options.length);
  return large && typeof Worker !== "undefined"
    ? countInWorker(input).catch(() => countSealedBallots(input))
    : countSealedBallots(input);
}

/**
 * Decrypts and counts the ballots whenever they change (null input: nothing to count yet). `count` stays the last
 * one while the next is under way. Every browser counts the same ballots alike, draws included.
 */
export function useVoteCount(input: CountInput | null): { count: VoteCount | null; counting: boolean } {
  const [counted, setCounted] = useState<{ input: CountInput; count: VoteCount } | null>(null);
  useEffect(() => {
    if (!input) return;
    let active = true;
    void countBallots(input).then((count) => {
      if (active) setCounted({ input, count });
    });
    return () => {
      active = false;
    };
  }, [input]);
  return { count: counted?.count ?? null, counting: input !== null && counted?.input !== input };
}
