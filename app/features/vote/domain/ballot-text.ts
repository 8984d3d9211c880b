import type { Ballot } from "~/features/vote/domain/ballot";

/** A ballot in one line for the recount's list: “Approves Pizza and Tacos”, “1. Tacos, 2. Pizza”, “Pizza 5★, …”. */
export function describeBallot(ballot: Ballot, options: readonly string[]): string {
  const name = (option: number) => options[option] as string;
  if (ballot.method === "approval") {
    return ballot.approved.length === 0 ? "Approves none" : `Approves ${ballot.approved.map(name).join(", ")}`;
  }
  if (ballot.method === "ranked") {
    if (ballot.ranking.length === 0) return "Ranks none";
    const rest = options.length - ballot.ranking.length;
    const ranked = ballot.ranking.map((option, place) => `${place + 1}. ${name(option)}`).join(", ");
    return rest > 0 ? `${ranked}; the other ${rest} unranked` : ranked;
  }
  return ballot.scores.map((stars, option) => `${name(option)} ${stars}★`).join(", ");
}
