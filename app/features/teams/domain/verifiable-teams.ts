import {
  balanceSwapBudget,
  makeTeams,
  type ApartPair,
  type Person,
  type TeamsProblem,
} from "~/features/teams/domain/teams";
import {
  checkSeal,
  sealReceipt,
  withoutList,
  type SealedReceipt,
  type Verification,
} from "~/kernel/receipts/domain/verifiable-receipt";

/** Everything needed to check a split into teams again (docs/verifiable-draws.md, Teams). */
export interface TeamsReceipt extends SealedReceipt<"teams"> {
  /** Each team's members, in the order they were dealt. */
  teams: string[][];
}

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

/** The setup back from its canonical lines, or null when they are not canonical. */
function readSetup(lines: readonly string[]): TeamsSetup | null {
  const teams = /^teams: ([1-9]\d*)$/.exec(lines[0] ?? "");
  const balance = /^balance by rating: (yes|no)$/.exec(lines[1] ?? "");
  const apart = /^keep apart: (none|\d+-\d+(?:, \d+-\d+)*)$/.exec(lines[2] ?? "");
  if (!teams || !balance || !apart) return null;
  const rated = balance[1] === "yes";
  const people: Person[] = [];
  for (const line of lines.slice(3)) {
    if (!rated) {
      people.push({ name: line });
      continue;
    }
    const match = /^(.+), (-?\d+(?:\.\d{1,2})?)$/s.exec(line);
    if (!match?.[1]) return null;
    people.push({ name: match[1], rating: Math.round(Number(match[2]) * 100) });
  }
  const pairs: ApartPair[] = [];
  for (const pair of apart[1] === "none" ? [] : (apart[1] ?? "").split(", ")) {
    const [a, b] = pair.split("-").map((position) => Number(position) - 1) as [number, number];
    if (a < 0 || b < 0 || a >= people.length || b >= people.length || a === b) return null;
    pairs.push([a, b]);
  }
  return { people, teams: Number(teams[1]), balance: rated, apart: pairs };
}

/** Splits with the generator seeded from the secret and public value, and writes the receipt. */
export function makeVerifiableTeams(
  setup: TeamsSetup,
  secret: Uint8Array,
  publicValue: string,
  includeList: boolean,
): { ok: true; teams: Person[][]; receipt: TeamsReceipt } | TeamsProblem {
  const { sealed, draw } = sealReceipt("teams", canonicalTeamLines(setup), secret, publicValue);
  const made = makeTeams(setup.people, setup.teams, setup, draw);
  if (!made.ok) return made;
  const receipt: TeamsReceipt = {
    ...sealed,
    teams: made.teams.map((team) => team.map((person) => person.name.normalize("NFC"))),
  };
  return { ok: true, teams: made.teams, receipt: includeList ? receipt : withoutList(receipt) };
}

/** Why a receipt's teams cannot be read; null when they can. */
export function findUnreadableTeams(receipt: Record<string, unknown>): string | null {
  const { teams } = receipt;
  const readable =
    Array.isArray(teams) &&
    teams.every((team) => Array.isArray(team) && team.every((name) => typeof name === "string"));
  return readable ? null : "The receipt is damaged: “teams” is missing or not a list of teams.";
}

/** Recomputes a teams receipt (already read) from `lines`, naming every team that does not match. */
export function verifyTeams(receipt: TeamsReceipt, lines: readonly string[]): Verification {
  const { problems, draw } = checkSeal(receipt, lines);
  const setup = readSetup(lines);
  if (!setup) return { status: "checked", problems: [...problems, "The list is not a canonical list of teams."] };
  // Version 1 balanced without a limit on the search; versions 2 and 3 within the swap budget.
  const swapBudget = receipt.version === 1 ? Infinity : balanceSwapBudget;
  const made = makeTeams(setup.people, setup.teams, { ...setup, swapBudget }, draw);
  if (!made.ok) return { status: "checked", problems: [...problems, made.message] };
  // Compared name by name, not as the names joined: joined, “Ann, Bob” alone and “Ann” with “Bob” would read alike.
  // Shown joined, a name with a comma in quotes.
  const teamText = (team: readonly string[]) =>
    team.map((name) => (name.includes(",") ? `"${name}"` : name)).join(", ");
  const expected = made.teams.map((team) => team.map((person) => person.name));
  const received = receipt.teams;
  if (received.length !== expected.length) {
    problems.push(`The receipt has ${received.length} teams, but the list makes ${expected.length}.`);
  }
  expected.forEach((team, index) => {
    const said = received[index] ?? [];
    if (said.length !== team.length || said.some((name, place) => name !== team[place])) {
      problems.push(`Team ${index + 1} should be “${teamText(team)}”, but the receipt says “${teamText(said)}”.`);
    }
  });
  return { status: "checked", problems };
}
