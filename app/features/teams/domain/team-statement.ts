import type { ApartPair, Person } from "~/features/teams/domain/teams";
import type { TeamsCounts } from "~/kernel/receipts/domain/statement";

// What a verifiable split commits to of its setup, kept apart from the split itself, whose code loads when one is made.

export interface TeamsSetup {
  people: readonly Person[];
  teams: number;
  balance: boolean;
  apart: readonly ApartPair[];
}

// A rating in hundredths as canonical text: no grouping, at most two decimals ("7.5", "-0.25", "1200").
const writeRating = (hundredths: number) => String(hundredths / 100);

/**
 * The canonical list of a split: `teams: K`, `balance by rating: yes|no`, `keep apart: 1-2, 1-3` (1-based
 * positions, or `none`), then one person per line, `name, rating` when balancing.
 */
export function canonicalTeamLines({ people, teams, balance, apart }: TeamsSetup): string[] {
  const pairs = apart.length === 0 ? "none" : apart.map(([a, b]) => `${a + 1}-${b + 1}`).join(", ");
  return [
    `teams: ${teams}`,
    `balance by rating: ${balance ? "yes" : "no"}`,
    `keep apart: ${pairs}`,
    ...people.map(({ name, rating }) =>
      balance ? `${name.normalize("NFC")}, ${writeRating(rating ?? 0)}` : name.normalize("NFC"),
    ),
  ];
}

/** What a split's statement counts of its setup. */
export function teamsStatementCounts({ people, teams, balance, apart }: TeamsSetup): TeamsCounts {
  return { kind: "teams", people: people.length, teams, balance, pairsKeptApart: apart.length };
}
