import { formatCount } from "~/kernel/format/domain/count";
import type { DecisionOutcome } from "~/kernel/records/domain/decision-record";

/** How the weighted mode names its winner, e.g. `Pizza (70%)`. */
export function formatWeightedChoice(text: string, weight: number): string {
  return `${text} (${weight}%)`;
}

/**
 * The outcome in one line of text: "Winners: 1. Ann, 2. Bob; alternates: 1. Cy", "Team 1: Ann, Bob (total 12)" or
 * "Ranking: 1. Lisbon, 2. Porto, 3. Madrid; settled by a draw: 1 over 2" (This or That) or "Ranking: 1. Porto (61.1),
 * 2. Lisbon (52.8)" (a decision matrix).
 */
export function describeOutcome(outcome: DecisionOutcome): string {
  const numbered = (names: readonly string[]) => names.map((name, index) => `${index + 1}. ${name}`).join(", ");
  if (outcome.kind === "ranking") {
    const drawn = outcome.drawnPlaces.map((place) => `${place} over ${place + 1}`).join(", ");
    return `Ranking: ${numbered(outcome.ranking)}${drawn ? `; settled by a draw: ${drawn}` : ""}`;
  }
  if (outcome.kind === "matrix") {
    return `Ranking: ${numbered(outcome.ranking.map(({ name, points }) => `${name} (${points})`))}`;
  }
  const unkept = outcome.unkeptList;
  const list = unkept
    ? `; from a list of ${formatCount(unkept.count)}, too long to keep here (SHA-256 ${unkept.sha256})`
    : "";
  if (outcome.kind === "draw") {
    const alternates = outcome.alternates.length > 0 ? `; alternates: ${numbered(outcome.alternates)}` : "";
    return `Winners: ${numbered(outcome.winners)}${alternates}${list}`;
  }
  const teams = outcome.teams
    .map(({ members, total }, index) => `Team ${index + 1}: ${members.join(", ")}${total ? ` (total ${total})` : ""}`)
    .join("; ");
  return `${teams}${list}`;
}
