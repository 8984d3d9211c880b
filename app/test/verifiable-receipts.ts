import type { DuplicateRule, Entrant } from "~/features/draw/domain/draw";
import { canonicalLines, drawStatementCounts, makeVerifiableDraw } from "~/features/draw";
import { canonicalTeamLines, makeVerifiableTeams, teamsStatementCounts, type TeamsSetup } from "~/features/teams";
import { listHash } from "~/kernel/receipts/domain/canonical-list";
import { hashSecretHex } from "~/kernel/receipts/domain/receipt-hashes";
import { writeStatement, type PublicValueSource } from "~/kernel/receipts/domain/statement";

/** How a test's host declares the public value: its source and, once it exists, the value as spelt. */
export interface TestSource {
  secret: Uint8Array;
  source?: PublicValueSource;
  publicValue?: string;
}

/** A verifiable draw as the page makes one, its statement written as the composer writes it. */
export function verifiableDrawFor(
  entrants: readonly Entrant[],
  counts: { winners: number; alternates: number },
  { secret, source = { type: "none" }, publicValue = "" }: TestSource,
  rule: DuplicateRule = "extra-tickets",
) {
  const list = { entrantCount: entrants.length, totalTickets: entrants.reduce((sum, { tickets }) => sum + tickets, 0) };
  const statementCounts = drawStatementCounts(list, rule, counts);
  const statement = writeStatement(
    statementCounts,
    listHash(canonicalLines(entrants), 4),
    hashSecretHex(secret),
    source,
  );
  return makeVerifiableDraw(entrants, counts, rule, { secret, source, publicValue, statement });
}

/** A verifiable split as the page makes one, its statement written as the composer writes it. */
export function verifiableTeamsFor(
  setup: TeamsSetup,
  { secret, source = { type: "none" }, publicValue = "" }: TestSource,
) {
  const hash = listHash(canonicalTeamLines(setup), 4);
  const statement = writeStatement(teamsStatementCounts(setup), hash, hashSecretHex(secret), source);
  return makeVerifiableTeams(setup, { secret, source, publicValue, statement });
}

/** A text source for tests: any spelling of free text verifies. */
export const textSource = (spelling = "as announced"): PublicValueSource => ({
  type: "text",
  source: "The club's announcement",
  date: "2026-12-01",
  spelling,
});

/** The lottery of the published vectors (docs/verifiable-draws.md, section 13): 6 main numbers and 1 bonus number. */
export const lotterySource = {
  type: "lottery",
  lottery: "UK National Lottery Lotto",
  drawDate: "2026-11-28",
  main: 6,
  bonus: 1,
} as const satisfies PublicValueSource;
