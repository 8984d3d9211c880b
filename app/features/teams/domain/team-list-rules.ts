import type { ApartPair, Person } from "~/features/teams/domain/teams";
import type { TeamsSetup } from "~/features/teams/domain/team-statement";
import { nameProblem, type ListProblem } from "~/kernel/receipts/domain/canonical-list";

const position = "[1-9]\\d*-[1-9]\\d*";
const setupLines: [RegExp, string][] = [
  [/^teams: ([1-9]\d*)$/, "is not “teams: K”"],
  [/^balance by rating: (yes|no)$/, "is not “balance by rating: yes” or “no”"],
  [new RegExp(`^keep apart: (none|${position}(, ${position})*)$`), "is not “keep apart: ” and pairs, or “none”"],
];
// A rating as the page writes it: hundredths / 100 as JavaScript writes a number (no `+`, no leading or trailing zero).
const canonicalRating = /^(0|-?(0\.\d?[1-9]|[1-9]\d*(\.\d?[1-9])?))$/;
// A person line of a balanced split: the name, ", " and a number as the page reads one (`7`, `+7`, `7.50`, `.5`).
const nameAndRating = /^(.+), ([+-]?(?:\d+(?:\.\d*)?|\.\d+))$/s;
const maximumRating = 1_000_000;

/**
 * A rating's hundredths, exactly (from its digits, not a rounded product), or null when it has more than two decimals
 * or is beyond ±1,000,000: the page reads no such rating, and no rounding rule would be every checker's.
 */
function hundredthsOf(rating: string): number | null {
  const [, sign, whole = "", decimals = ""] = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(rating) ?? [];
  const kept = decimals.replace(/0+$/, "");
  if (kept.length > 2) return null;
  const hundredths = Number(whole || "0") * 100 + Number(kept.padEnd(2, "0"));
  return hundredths > maximumRating * 100 ? null : sign === "-" ? -hundredths : hundredths;
}

/** What a split's statement counts, by its keys, from a canonical list: so a list that breaks rules counts too. */
export type TeamListCounts = Record<"people" | "teams" | "balance by rating" | "pairs kept apart", string | number>;

/**
 * A split's canonical list read back (docs/verifiable-draws.md, section 10), for any version: the setup lines, then one
 * person a line. Each line the page never writes is a problem naming it; `setup` is what to split when every line
 * reads (a line that breaks a name's rules still reads, so a forgery shows only what gave it away), and `counts` what
 * a version 4 statement must say of it.
 */
export function readTeamListLines(
  lines: readonly string[],
  version: number,
): { setup: TeamsSetup | null; problems: ListProblem[]; counts: TeamListCounts } {
  const problems: ListProblem[] = [];
  const flag = (index: number, rule: ListProblem["rule"], message: string) =>
    problems.push({ rule, line: index + 1, text: lines[index] ?? "", message });
  const [count, rated, apart] = setupLines.map(([pattern, form], index) => {
    const found = pattern.exec(lines[index] ?? "")?.[1];
    if (found === undefined) flag(index, "setup", form);
    return found;
  });
  const people: (Person | null)[] = [];
  const lineOf = new Map<string, number>();
  for (let index = 3; index < lines.length; index++) {
    const line = lines[index] as string;
    const [, name, rating] = rated === "yes" ? (nameAndRating.exec(line) ?? []) : [line, line, "0"];
    if (name === undefined || rating === undefined) {
      flag(index, "not-name-rating", "is not “name, rating”");
      people.push(null);
      continue;
    }
    const broken = nameProblem(name, version);
    const earlier = lineOf.get(name);
    // In hundredths, so that totals and differences are exact whole numbers.
    const hundredths = hundredthsOf(rating);
    if (hundredths === null || !canonicalRating.test(rating)) {
      flag(index, "rating", "has a rating that is not written as the page writes it");
    } else if (broken) flag(index, broken.rule, `has a name that ${broken.message}`);
    else if (earlier !== undefined) flag(index, "repeated-name", `repeats the name of list line ${earlier}`);
    if (earlier === undefined) lineOf.set(name, index + 1);
    // A rating the page could not have read cannot be split with: the list cannot give the split.
    people.push(hundredths === null ? null : rated === "yes" ? { name, rating: hundredths } : { name });
  }
  const pairs: ApartPair[] =
    apart === undefined || apart === "none"
      ? []
      : apart.split(", ").map((pair) => pair.split("-").map((place) => Number(place) - 1) as [number, number]);
  const pairsRead = pairs.every(([a, b]) => a !== b && Math.max(a, b) < people.length);
  if (!pairsRead) flag(2, "setup", `pairs someone with themself or names a place past the ${people.length} people`);
  const teams = Number(count);
  const splits = count !== undefined && teams <= people.length && people.length >= 2;
  if (count !== undefined && !splits) flag(0, "setup", `asks for ${count} teams of ${people.length} people`);
  problems.sort((a, b) => a.line - b.line);
  const readable = splits && rated !== undefined && apart !== undefined && pairsRead && !people.includes(null);
  return {
    setup: readable ? { people: people as Person[], teams, balance: rated === "yes", apart: pairs } : null,
    problems,
    counts: {
      people: Math.max(lines.length - 3, 0),
      teams,
      "balance by rating": rated === "yes" ? "yes" : "no",
      "pairs kept apart": pairs.length,
    },
  };
}
