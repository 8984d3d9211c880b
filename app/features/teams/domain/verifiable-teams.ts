import type { Person, TeamsProblem } from "~/features/teams/domain/teams";
import { makeTeams } from "~/features/teams/domain/team-split";
import { canonicalTeamLines, teamsStatementCounts, type TeamsSetup } from "~/features/teams/domain/team-statement";
import { listHash } from "~/kernel/receipts/domain/canonical-list";
import { hashSecretHex } from "~/kernel/receipts/domain/receipt-hashes";
import { writeStatement, type PublicValueSource } from "~/kernel/receipts/domain/statement";
import { sealReceipt, type SealedReceipt, type StatementReceipt } from "~/kernel/receipts/domain/verifiable-receipt";

/** Everything needed to check a split into teams again (docs/verifiable-draws.md, section 10). */
export type TeamsReceipt = SealedReceipt<"teams"> & {
  /** Each team's members, in the order they were dealt. */
  teams: string[][];
};

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
  if (writeStatement(teamsStatementCounts(setup), listHash(lines, 4), hashSecretHex(secret), source) !== statement) {
    throw new Error("The statement is not the one this list, these options and this public value give.");
  }
  const { sealed, draw } = sealReceipt("teams", lines, secret, statement, publicValue);
  const made = makeTeams(setup.people, setup.teams, setup, draw);
  if (!made.ok) return made;
  const teams = made.teams.map((team) => team.map((person) => person.name.normalize("NFC")));
  return { ok: true, teams: made.teams, receipt: { ...sealed, teams } };
}
