import {
  balanceSwapBudget,
  makeTeams,
  type ApartPair,
  type Person,
  type TeamsProblem,
} from "~/features/teams/domain/teams";
import { readTeamListLines } from "~/features/teams/domain/team-list-rules";
import { listHash, listLineProblem } from "~/kernel/receipts/domain/canonical-list";
import { commitTo } from "~/kernel/receipts/domain/receipt-hashes";
import { writeStatement, type PublicValueSource, type TeamsCounts } from "~/kernel/receipts/domain/statement";
import { checkStatementSeal } from "~/kernel/receipts/domain/statement-seal";
import { writeVerdict, type Verification } from "~/kernel/receipts/domain/verdict";
import {
  checkEarlierSeal,
  sealReceipt,
  type SealedReceipt,
  type StatementReceipt,
} from "~/kernel/receipts/domain/verifiable-receipt";

/** Everything needed to check a split into teams again (docs/verifiable-draws.md, section 10). */
export type TeamsReceipt = SealedReceipt<"teams"> & {
  /** Each team's members, in the order they were dealt. */
  teams: string[][];
};

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

/** Splits with the generator seeded from the secret, the statement and the public value, and writes the receipt. */
export function makeVerifiableTeams(
  setup: TeamsSetup,
  {
    secret,
    source,
    publicValue,
    statement,
  }: { secret: Uint8Array; source: PublicValueSource; publicValue: string; statement: string },
): { ok: true; teams: Person[][]; receipt: TeamsReceipt & StatementReceipt<"teams"> } | TeamsProblem {
  const lines = canonicalTeamLines(setup);
  if (writeStatement(teamsStatementCounts(setup), listHash(lines, 4), commitTo(secret), source) !== statement) {
    throw new Error("The statement is not the one this list, these options and this public value give.");
  }
  const { sealed, draw } = sealReceipt("teams", lines, secret, statement, publicValue);
  const made = makeTeams(setup.people, setup.teams, setup, draw);
  if (!made.ok) return made;
  const teams = made.teams.map((team) => team.map((person) => person.name.normalize("NFC")));
  return { ok: true, teams: made.teams, receipt: { ...sealed, teams } };
}

// Compared name by name, not as the names joined: joined, “Ann, Bob” alone and “Ann” with “Bob” would read alike.
// Shown joined, a name with a comma in quotes.
const teamText = (team: readonly string[]) => team.map((name) => (name.includes(",") ? `"${name}"` : name)).join(", ");

/**
 * Checks a teams receipt (already read) against `lines`, every version: the list's rules, the seal (hashes, statement,
 * seed), then the split made again, naming each team that does not match.
 */
export function verifyTeams(receipt: TeamsReceipt, lines: readonly string[]): Verification {
  const list = readTeamListLines(lines, receipt.version);
  const seal =
    receipt.version === 4 ? checkStatementSeal(receipt, lines, list.counts) : checkEarlierSeal(receipt, lines);
  const problems = [...list.problems.map(listLineProblem), ...seal.problems];
  // Version 1 balanced without a limit on the search; later versions within the swap budget.
  const swapBudget = receipt.version === 1 ? Infinity : balanceSwapBudget;
  const made = list.setup && makeTeams(list.setup.people, list.setup.teams, { ...list.setup, swapBudget }, seal.draw);
  if (!made?.ok) {
    problems.push({
      rule: "cannot-give",
      message: `The list cannot give this split${made ? `: ${made.message}` : "."}`,
    });
  } else {
    const expected = made.teams.map((team) => team.map((person) => person.name));
    const received = receipt.teams;
    if (received.length !== expected.length) {
      problems.push({
        rule: "number-of-teams",
        message: `The receipt has ${received.length} teams, but the list makes ${expected.length}.`,
      });
    }
    expected.forEach((team, index) => {
      const said = received[index];
      if (said && (said.length !== team.length || said.some((name, place) => name !== team[place]))) {
        problems.push({
          rule: "team",
          message: `Team ${index + 1} should be “${teamText(team)}”, but the receipt says “${teamText(said)}”.`,
        });
      }
    });
  }
  return {
    status: "checked",
    problems,
    outcome: { kind: "teams", teams: receipt.teams },
    verdict: problems.length === 0 ? writeVerdict(receipt, seal.source) : null,
  };
}
