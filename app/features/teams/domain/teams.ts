import { formatCount } from "~/kernel/format/domain/count";
import { randomIndex, shuffle, type IndexDraw } from "~/kernel/random/domain/random";

/** Someone to put in a team; the rating is in hundredths (7.5 is 750) so totals add up exactly. */
export interface Person {
  name: string;
  rating?: number;
}

/** How many teams: a number of teams, or a team size (as many teams as it takes, none larger). */
export type TeamSizing = { by: "count"; value: number } | { by: "size"; value: number };

export type TeamsProblem = { ok: false; message: string };

/** The number of teams, or why this sizing cannot split `people` people. */
export function countTeams(people: number, { by, value }: TeamSizing): { ok: true; teams: number } | TeamsProblem {
  if (!Number.isInteger(value) || value < 1) {
    return {
      ok: false,
      message: `The ${by === "count" ? "number of teams" : "team size"} must be a whole number of at least 1.`,
    };
  }
  if (people < 2) return { ok: false, message: "Enter at least two people to make teams." };
  const teams = by === "count" ? value : Math.ceil(people / value);
  if (teams > people) {
    return { ok: false, message: `There are ${formatCount(people)} people: make at most that many teams.` };
  }
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
