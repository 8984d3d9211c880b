import {
  drawWinners,
  maximumTotalTickets,
  type DrawOutcome,
  type DuplicateRule,
  type Entrant,
} from "~/features/draw/domain/draw";
import { readDrawListLines } from "~/features/draw/domain/draw-list";
import { listHash, listLineProblem } from "~/kernel/receipts/domain/canonical-list";
import { commitTo } from "~/kernel/receipts/domain/receipt-hashes";
import { writeStatement, type DrawCounts, type PublicValueSource } from "~/kernel/receipts/domain/statement";
import { checkStatementSeal } from "~/kernel/receipts/domain/statement-seal";
import { writeVerdict, type Verification } from "~/kernel/receipts/domain/verdict";
import {
  checkEarlierSeal,
  drawCounts,
  sealReceipt,
  type SealedReceipt,
  type StatementReceipt,
} from "~/kernel/receipts/domain/verifiable-receipt";

/** Everything needed to check a giveaway draw again, anywhere (docs/verifiable-draws.md). */
export type DrawReceipt = SealedReceipt<"draw"> & { winners: string[]; alternates: string[] };

/** The canonical list: each entrant as `name, tickets` (names in NFC), one a line. */
export function canonicalLines(entrants: readonly Entrant[]): string[] {
  return entrants.map(({ name, tickets }) => `${name.normalize("NFC")}, ${tickets}`);
}

/** What a draw's statement counts, from the list as read and the numbers to draw. */
export function drawStatementCounts(
  list: { entrantCount: number; totalTickets: number },
  rule: DuplicateRule,
  counts: { winners: number; alternates: number },
): DrawCounts {
  return {
    kind: "draw",
    entrants: list.entrantCount,
    tickets: list.totalTickets,
    repeatedNames: rule === "extra-tickets" ? "tickets add up" : "first line only",
    ...counts,
  };
}

/** What a verifiable draw or split needs besides its list: the secret, and the statement published for it. */
export interface VerifiableRequest {
  secret: Uint8Array;
  source: PublicValueSource;
  /** The public value spelt as the source declares ("" for none). */
  publicValue: string;
  /** The statement the host published: it must be the one this list, these counts and this source give. */
  statement: string;
}

/** Draws with the generator seeded from the secret, the statement and the public value, and writes the receipt. */
export function makeVerifiableDraw(
  entrants: readonly Entrant[],
  counts: { winners: number; alternates: number },
  rule: DuplicateRule,
  { secret, source, publicValue, statement }: VerifiableRequest,
): { outcome: DrawOutcome; receipt: DrawReceipt & StatementReceipt<"draw"> } {
  const lines = canonicalLines(entrants);
  const totalTickets = entrants.reduce((sum, entrant) => sum + entrant.tickets, 0);
  const statementCounts = drawStatementCounts({ entrantCount: entrants.length, totalTickets }, rule, counts);
  if (writeStatement(statementCounts, listHash(lines, 4), commitTo(secret), source) !== statement) {
    throw new Error("The statement is not the one this list, these numbers and this public value give.");
  }
  const { sealed, draw } = sealReceipt("draw", lines, secret, statement, publicValue);
  const outcome = drawWinners(entrants, counts.winners, counts.alternates, draw);
  const names = (drawn: readonly Entrant[]) => drawn.map((entrant) => entrant.name.normalize("NFC"));
  return { outcome, receipt: { ...sealed, winners: names(outcome.winners), alternates: names(outcome.alternates) } };
}

/**
 * Checks a draw receipt (already read) against `lines`, every version: the list's rules, the seal (hashes, statement,
 * seed), then the draw made again from every line that reads, naming each part that does not match.
 */
export function verifyDraw(receipt: DrawReceipt, lines: readonly string[]): Verification {
  const [winners, alternates] = [receipt.winners.length, receipt.alternates.length];
  const list = readDrawListLines(lines, receipt.version);
  const tickets = list.entrants.reduce((sum, entrant) => sum + entrant.tickets, 0);
  const seal =
    receipt.version === 4
      ? checkStatementSeal(receipt, lines, { entrants: lines.length, tickets, winners, alternates })
      : // Before version 3 the seed did not depend on the counts, so nothing shows a name moved between the two lists.
        checkEarlierSeal(receipt, lines, receipt.version === 3 ? drawCounts({ winners, alternates }) : undefined);
  const problems = [...list.problems.map(listLineProblem), ...seal.problems];
  const drawable = list.entrants.filter((entrant) => entrant.tickets > 0).length;
  if (!list.allRead || tickets > maximumTotalTickets || winners < 1 || winners + alternates > drawable) {
    problems.push({
      rule: "cannot-give",
      message: "The list cannot give this draw: it has too few entrants that read.",
    });
  } else {
    const expected = drawWinners(list.entrants, winners, alternates, seal.draw);
    const compare = (role: string, names: readonly string[], drawn: readonly Entrant[]) =>
      names.forEach((name, index) => {
        const should = drawn[index]?.name;
        if (name !== should) {
          problems.push({
            rule: "winner",
            message: `${role} ${index + 1} should be “${should}”, but the receipt says “${name}”.`,
          });
        }
      });
    compare("Winner", receipt.winners, expected.winners);
    compare("Alternate", receipt.alternates, expected.alternates);
  }
  const outcome = { kind: "draw" as const, winners: receipt.winners, alternates: receipt.alternates };
  return {
    status: "checked",
    problems,
    outcome,
    verdict: problems.length === 0 ? writeVerdict(receipt, seal.source, { winners, alternates }) : null,
  };
}
