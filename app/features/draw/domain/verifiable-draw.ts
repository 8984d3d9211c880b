import { drawWinners, type DrawOutcome, type DuplicateRule, type Entrant } from "~/features/draw/domain/draw";
import { listHash } from "~/kernel/receipts/domain/canonical-list";
import { hashSecretHex } from "~/kernel/receipts/domain/receipt-hashes";
import { canonicalLines, drawStatementCounts } from "~/features/draw/domain/draw-statement";
import { writeStatement, type PublicValueSource } from "~/kernel/receipts/domain/statement";
import { sealReceipt, type SealedReceipt, type StatementReceipt } from "~/kernel/receipts/domain/verifiable-receipt";

/** Everything needed to check a giveaway draw again, anywhere (docs/verifiable-draws.md). */
export type DrawReceipt = SealedReceipt<"draw"> & { winners: string[]; alternates: string[] };

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
  if (writeStatement(statementCounts, listHash(lines, 4), hashSecretHex(secret), source) !== statement) {
    throw new Error("The statement is not the one this list, these numbers and this public value give.");
  }
  const { sealed, draw } = sealReceipt("draw", lines, secret, statement, publicValue);
  const outcome = drawWinners(entrants, counts.winners, counts.alternates, draw);
  const names = (drawn: readonly Entrant[]) => drawn.map((entrant) => entrant.name.normalize("NFC"));
  return { outcome, receipt: { ...sealed, winners: names(outcome.winners), alternates: names(outcome.alternates) } };
}
