import { describe, expect, it } from "vitest";
import { countApproval, explainApproval } from "~/features/vote/domain/approval-count";
import { createTieBreak } from "~/features/vote/domain/tie-break";

const options = ["Pizza", "Sushi", "Tacos", "Curry"];
const noDraw = (n: number) =>
  createTieBreak(n, () => {
    throw new Error("This count should need no draw");
  });

describe("countApproval", () => {
  it("counts one approval for every ticked option and names the most approved", () => {
    const result = countApproval([[0, 1], [1], [1, 2], [0, 2], []], 4, noDraw(4));
    expect(result).toEqual({ method: "approval", approvals: [2, 3, 2, 0], tiedForFirst: [1], winner: 1 });
    expect(explainApproval(result, options, 5)).toEqual([
      "Sushi is approved on 3 of 5 ballots, more than any other option.",
      "Next come Pizza and Tacos, with 2 each.",
    ]);
  });

  it("says when every option is level", () => {
    const result = countApproval(
      [[0, 1, 2, 3], []],
      4,
      createTieBreak(4, () => () => 0),
    );
    expect(explainApproval(result, options, 2)).toEqual([
      "Every option is approved on 1 of 2 ballots.",
      `The draw chose ${options[result.winner]}.`,
    ]);
  });

  it("says when the draw chose among the most approved", () => {
    const ballots = [[0, 2], [2, 3], [0]];
    const result = countApproval(
      ballots,
      4,
      createTieBreak(4, () => () => 0),
    );
    expect(explainApproval(result, options, 3)).toEqual([
      "Pizza and Tacos are each approved on 2 of 3 ballots, more than any other option.",
      `The draw chose ${options[result.winner]}.`,
      "Next comes Curry, with 1.",
    ]);
  });
});
