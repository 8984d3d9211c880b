import type { VoteCount } from "~/features/vote/domain/count";
import { prefer } from "~/features/vote/domain/pairwise";
import type { Poll } from "~/features/vote/domain/poll";
import { countOf } from "~/kernel/format/domain/count";
import type { VoteOutcome } from "~/kernel/records/domain/decision-record";

/** Each option's standing in words, the winner first: what the history keeps of a vote beside its winner. */
function describeStandings(poll: Poll, count: VoteCount): { option: number; text: string }[] {
  const result = count.result;
  if (!result) return [];
  const name = (option: number) => poll.options[option] as string;
  const order = (score: (option: number) => number) =>
    poll.options
      .map((_, option) => option)
      .sort((a, b) => (a === result.winner ? -1 : b === result.winner ? 1 : score(b) - score(a) || a - b));
  if (result.method === "approval") {
    return order((option) => result.approvals[option] as number).map((option) => ({
      option,
      text: `${name(option)}: ${countOf(result.approvals[option] as number, "approval")}`,
    }));
  }
  if (result.method === "score") {
    return order((option) => result.totals[option] as number).map((option) => ({
      option,
      text: `${name(option)}: ${countOf(result.totals[option] as number, "star")}`,
    }));
  }
  const rivals = poll.options.length - 1;
  const wins = (option: number) =>
    poll.options.filter((_, rival) => prefer(result.pairwise, option, rival) > prefer(result.pairwise, rival, option))
      .length;
  return order(wins).map((option) => ({
    option,
    text: `${name(option)}: beats ${wins(option)} of ${rivals} head to head`,
  }));
}

/** The history record of a counted vote: the winner as its result, and the standings as its outcome. */
export function voteRecord(poll: Poll, count: VoteCount) {
  const winner = count.result ? (poll.options[count.result.winner] as string) : "";
  const outcome: VoteOutcome = {
    kind: "vote",
    question: poll.question,
    method: poll.method,
    ballots: count.counted,
    standings: describeStandings(poll, count).map(({ text }) => text),
    drawn: count.drew,
  };
  return { choices: poll.options, result: winner, category: "Group Vote" as const, outcome };
}
