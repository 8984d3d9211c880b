import { describe, expect, it } from "vitest";
import { countVotes } from "~/features/vote/domain/count";
import type { Poll } from "~/features/vote/domain/poll";
import { voteRecord } from "~/features/vote/domain/vote-record";

const poll = (method: Poll["method"]): Poll => ({
  question: "Where shall we eat?",
  options: ["Pizza", "Sushi", "Tacos"],
  method,
  hiddenResults: false,
  organiserPublicKey: "",
  closesAt: null,
});
const ids = ["AAAAAAAAAAAAAAAAAAAAAA", "BBBBBBBBBBBBBBBBBBBBBB", "CCCCCCCCCCCCCCCCCCCCCC"];

describe("voteRecord", () => {
  it("names the winner and each option's approvals, most first", () => {
    const count = countVotes(
      poll("approval"),
      "poll-id-aaaaaaaaaaaaaa",
      [[1, 2], [1], [0, 1]].map((a, i) => ({ id: ids[i] as string, content: { a } })),
    );
    expect(voteRecord(poll("approval"), count)).toEqual({
      choices: ["Pizza", "Sushi", "Tacos"],
      result: "Sushi",
      category: "Group Vote",
      outcome: {
        kind: "vote",
        question: "Where shall we eat?",
        method: "approval",
        ballots: 3,
        standings: ["Sushi: 3 approvals", "Pizza: 1 approval", "Tacos: 1 approval"],
        drawn: false,
      },
    });
  });

  it("gives a ranked vote's head-to-head wins and a STAR vote's stars", () => {
    const ranked = countVotes(
      poll("ranked"),
      "poll-id-aaaaaaaaaaaaaa",
      [
        [2, 0, 1],
        [2, 1, 0],
        [0, 2, 1],
      ].map((r, i) => ({ id: ids[i] as string, content: { r } })),
    );
    expect(voteRecord(poll("ranked"), ranked).outcome.standings).toEqual([
      "Tacos: beats 2 of 2 head to head",
      "Pizza: beats 1 of 2 head to head",
      "Sushi: beats 0 of 2 head to head",
    ]);
    const star = countVotes(
      poll("score"),
      "poll-id-aaaaaaaaaaaaaa",
      [
        [5, 0, 1],
        [4, 5, 0],
      ].map((s, i) => ({ id: ids[i] as string, content: { s } })),
    );
    expect(voteRecord(poll("score"), star)).toMatchObject({
      result: "Pizza",
      outcome: { standings: ["Pizza: 9 stars", "Sushi: 5 stars", "Tacos: 1 star"] },
    });
  });
});
