import { msg } from "@lingui/core/macro";
import { figure, sentence, type ResultSentence } from "~/features/vote/domain/result-words";
import type { TieBreak } from "~/features/vote/domain/tie-break";

export interface ApprovalResult {
  method: "approval";
  /** How many ballots approve each option. */
  approvals: number[];
  /** The options with the most approvals; more than one means the draw chose the winner among them. */
  tiedForFirst: number[];
  winner: number;
}

/** Approval voting: every ticked option gets one approval; the most approved wins. */
export function countApproval(approved: readonly number[][], optionCount: number, tieBreak: TieBreak): ApprovalResult {
  const approvals = new Array<number>(optionCount).fill(0);
  for (const ballot of approved) for (const option of ballot) approvals[option] = (approvals[option] as number) + 1;
  const most = Math.max(...approvals);
  const tiedForFirst = approvals.flatMap((count, option) => (count === most ? [option] : []));
  return { method: "approval", approvals, tiedForFirst, winner: tieBreak.first(tiedForFirst) };
}

/** The result in one sentence a group reads at first sight: who won and by how many, or the tie and the draw. */
export function headlineApproval(result: ApprovalResult, options: readonly string[], voters: number): ResultSentence {
  const { approvals, tiedForFirst } = result;
  const winner = options[result.winner] as string;
  const approved = figure(approvals[result.winner] as number);
  if (tiedForFirst.length === 1) {
    return sentence(
      msg({
        message:
          "{voters, plural, one {{winner} won: {approved} of # voter approved it.} other {{winner} won: {approved} of # voters approved it.}}",
      }),
      { voters, winner, approved },
    );
  }
  return sentence(
    msg({
      message:
        "{voters, plural, one {{tied} tied, each approved by {approved} of # voter; a fair draw chose {winner}.} other {{tied} tied, each approved by {approved} of # voters; a fair draw chose {winner}.}}",
      comment: "{tied} is a list of options",
    }),
    { voters, tied: tiedForFirst.map((option) => options[option] as string), approved, winner },
  );
}

/** Why the winner won, in sentences read off the result. */
export function explainApproval(
  result: ApprovalResult,
  options: readonly string[],
  ballotCount: number,
): ResultSentence[] {
  const { approvals, tiedForFirst } = result;
  const most = approvals[result.winner] as number;
  const values = {
    ballots: ballotCount,
    approved: figure(most),
    winner: options[result.winner] as string,
    tied: tiedForFirst.map((option) => options[option] as string),
  };
  const sentences =
    tiedForFirst.length === 1
      ? [
          sentence(
            msg({
              message:
                "{ballots, plural, one {{winner} is approved on {approved} of # ballot, more than any other option.} other {{winner} is approved on {approved} of # ballots, more than any other option.}}",
            }),
            values,
          ),
        ]
      : [
          tiedForFirst.length === approvals.length
            ? sentence(
                msg({
                  message:
                    "{ballots, plural, one {Every option is approved on {approved} of # ballot.} other {Every option is approved on {approved} of # ballots.}}",
                }),
                values,
              )
            : sentence(
                msg({
                  message:
                    "{ballots, plural, one {{tied} are each approved on {approved} of # ballot, more than any other option.} other {{tied} are each approved on {approved} of # ballots, more than any other option.}}",
                  comment: "{tied} is a list of options",
                }),
                values,
              ),
          sentence(msg({ message: "The draw chose {winner}." }), values),
        ];
  const rest = approvals.filter((count) => count < most);
  if (rest.length > 0) {
    const next = Math.max(...rest);
    const nextOptions = approvals.flatMap((count, option) => (count === next ? [options[option] as string] : []));
    sentences.push(
      nextOptions.length === 1
        ? sentence(msg({ message: "Next comes {option}, with {count}." }), {
            option: nextOptions[0],
            count: figure(next),
          })
        : sentence(msg({ message: "Next come {options}, with {count} each.", comment: "{options} is a list" }), {
            options: nextOptions,
            count: figure(next),
          }),
    );
  }
  return sentences;
}
