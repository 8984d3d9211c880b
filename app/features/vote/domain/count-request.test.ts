import { describe, expect, it } from "vitest";
import { countVotes } from "~/features/vote/domain/count";
import { answerCountRequest, shouldCountInWorker, type CountRequest } from "~/features/vote/domain/count-request";
import { newBallotId } from "~/features/vote/domain/identifiers";

const request: CountRequest = {
  poll: {
    question: "Film night?",
    options: ["Comedy", "Drama", "Horror"],
    method: "ranked",
    hiddenResults: false,
    organiserPublicKey: "A".repeat(87),
    closesAt: null,
  },
  pollId: "poll-1",
  ballots: [
    { id: newBallotId(), content: { r: [0, 1] } },
    { id: newBallotId(), content: { r: [1, 0] } },
    { id: newBallotId(), content: { r: [2] } },
  ],
};

describe("answerCountRequest", () => {
  it("answers with the very count the page would make, and it survives the trip through postMessage", () => {
    const answer = answerCountRequest(structuredClone(request));
    expect(answer).toEqual(countVotes(request.poll, request.pollId, request.ballots));
    expect(structuredClone(answer)).toEqual(answer);
  });

  it("sends large counts to the worker only", () => {
    expect(shouldCountInWorker(499, 20)).toBe(false);
    expect(shouldCountInWorker(500, 20)).toBe(true);
    expect(shouldCountInWorker(100, 100)).toBe(true);
  });
});
