import { randomIndex, shuffle, type IndexDraw } from "~/kernel/random/domain/random";

/** Someone to put in a team; the rating is in hundredths (7.5 is 750) so totals add up exactly. */
export interface Person {
  name: string;
  rating?: number;
}

/** How many teams: a number of teams, or a team size (as many teams as it takes, none larger). */
export type TeamSizing = { by: "count"; value: number } | { by: "size"; value: number };

/**
 * Why no teams were made, for the page (and the checkers) to say: the search found no split keeping every pair apart
 * in the shuffle it tried; placing people in list order met no split (in `teams` teams), stopping at a pair (with the
 * pairs before it, when `withEarlier`) where it could name one; or the work would pass a documented bound.
 */
export type TeamsFailure =
  | { kind: "no-split-in-shuffle" }
  | {
      kind: "unmet-by-list-order";
      teams: number;
      stoppedAt: { first: string; second: string; withEarlier: boolean } | null;
    }
  | { kind: "too-many-placements"; bound: number }
  | { kind: "too-many-teams"; bound: number }
  | { kind: "too-many-swaps"; limit: number };

export type TeamsProblem = { ok: false; failure: TeamsFailure };

/** Why a sizing cannot split a list: a count or size that is not a whole number, too few people, too many teams. */
export type SizingProblem = "count-not-whole" | "size-not-whole" | "too-few-people" | "more-teams-than-people";

/** The number of teams, or why this sizing cannot split `people` people, for the page to say in its language. */
export function countTeams(
  people: number,
  { by, value }: TeamSizing,
): { ok: true; teams: number } | { ok: false; problem: SizingProblem } {
  if (!Number.isInteger(value) || value < 1) {
    return { ok: false, problem: by === "count" ? "count-not-whole" : "size-not-whole" };
  }
  if (people < 2) return { ok: false, problem: "too-few-people" };
  const teams = by === "count" ? value : Math.ceil(people / value);
  if (teams > people) return { ok: false, problem: "more-teams-than-people" };
  return { ok: true, teams };
}

/**
 * Shuffles, then deals the people round the teams like cards: every split into teams of these sizes is
 * equally likely, since every order of the people is.
 */
export function dealTeams<T>(people: readonly T[], teams: number, draw: IndexDraw = randomIndex): T[][] {
  const dealt = Array.from({ length: teams }, (): T[] => []);
  shuffle(people, draw).forEach((person, index) => dealt[index % teams]?.push(person));
  return dealt;
}

/** Rating totals of each team, in hundredths. */
export function totalRatings(teams: readonly (readonly Person[])[]): number[] {
  return teams.map((team) => team.reduce((sum, person) => sum + (person.rating ?? 0), 0));
}

/** Highest team total minus lowest. */
export function spreadOf(totals: readonly number[]): number {
  return Math.max(...totals) - Math.min(...totals);
}

/** Pairs of people (indices into the list) who must not share a team. */
export type ApartPair = readonly [number, number];
