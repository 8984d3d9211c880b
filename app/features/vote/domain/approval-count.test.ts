import { describe, expect, it } from "vitest";
import { countApproval, explainApproval, headlineApproval } from "~/features/vote/domain/approval-count";
import { wordResult, type ResultSentence } from "~/features/vote/domain/result-words";
import { createTieBreak } from "~/features/vote/domain/tie-break";
import { createI18n } from "~/i18n/runtime";

const english = createI18n("en", {});
const words = (sentences: readonly ResultSentence[]) => sentences.map((sentence) => wordResult(english, sentence));

const options = ["Pizza", "Sushi", "Tacos", "Curry"];
const noDraw = (n: number) =>
  createTieBreak(n, () => {
    throw new Error("This count should need no draw");
  });

describe("countApproval", () => {
  it("counts one approval for every ticked option and names the most approved", () => {
    const result = countApproval([[0, 1], [1], [1, 2], [0, 2], []], 4, noDraw(4));
    expect(result).toEqual({ method: "approval", approvals: [2, 3, 2, 0], tiedForFirst: [1], winner: 1 });
    expect(words(explainApproval(result, options, 5))).toEqual([
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
    expect(words(explainApproval(result, options, 2))).toEqual([
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
    expect(words(explainApproval(result, options, 3))).toEqual([
      "Pizza and Tacos are each approved on 2 of 3 ballots, more than any other option.",
      `The draw chose ${options[result.winner]}.`,
      "Next comes Curry, with 1.",
    ]);
  });

  it("opens with the winner and its figures: how many of the voters approved it", () => {
    const result = countApproval([[0, 1], [0], [0, 2], [1], [0], [2], [0, 1], [3]], 4, noDraw(4));
    expect(wordResult(english, headlineApproval(result, options, 8))).toBe("Pizza won: 5 of 8 voters approved it.");
  });

  it("opens with the tie, naming the tied options, and the draw's choice", () => {
    const result = countApproval(
      [[0, 2], [2, 3], [0]],
      4,
      createTieBreak(4, () => () => 0),
    );
    const chosen = options[result.winner];
    expect(wordResult(english, headlineApproval(result, options, 3))).toBe(
      `Pizza and Tacos tied, each approved by 2 of 3 voters; a fair draw chose ${chosen}.`,
    );
  });

  it("claims no tie after one ballot that approves one option", () => {
    const result = countApproval([[2]], 4, noDraw(4));
    expect(wordResult(english, headlineApproval(result, options, 1))).toBe("Tacos won: 1 of 1 voter approved it.");
  });
});
