import { ballots, joinNames } from "~/features/vote/domain/result-words";
import type { TieBreak } from "~/features/vote/domain/tie-break";
import { formatCount } from "~/kernel/format/domain/count";

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

/** Why the winner won, in sentences read off the result. */
export function explainApproval(result: ApprovalResult, options: readonly string[], ballotCount: number): string[] {
  const { approvals, tiedForFirst, winner } = result;
  const most = approvals[winner] as number;
  const of = `${formatCount(most)} of ${ballots(ballotCount)}`;
  const tied = joinNames(tiedForFirst.map((option) => options[option] as string));
  const sentences =
    tiedForFirst.length === 1
      ? [`${options[winner]} is approved on ${of}, more than any other option.`]
      : [
          tiedForFirst.length === approvals.length
            ? `Every option is approved on ${of}.`
            : `${tied} are each approved on ${of}, more than any other option.`,
          `The draw chose ${options[winner]}.`,
        ];
  const rest = approvals.filter((count) => count < most);
  if (rest.length > 0) {
    const next = Math.max(...rest);
    const nextOptions = approvals.flatMap((count, option) => (count === next ? [options[option] as string] : []));
    sentences.push(
      nextOptions.length === 1
        ? `Next comes ${nextOptions[0]}, with ${formatCount(next)}.`
        : `Next come ${joinNames(nextOptions)}, with ${formatCount(next)} each.`,
    );
  }
  return sentences;
}
