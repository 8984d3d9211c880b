import { drawWinners, maximumTotalTickets, type DrawOutcome, type Entrant } from "~/features/draw/domain/draw";
import {
  checkSeal,
  drawCounts,
  isStringArray,
  sealReceipt,
  withoutList,
  type SealedReceipt,
  type Verification,
} from "~/kernel/receipts/domain/verifiable-receipt";

/** Everything needed to check a giveaway draw again, anywhere (docs/verifiable-draws.md). */
export interface DrawReceipt extends SealedReceipt<"draw"> {
  winners: string[];
  alternates: string[];
}

/** The canonical list: each entrant as `name, tickets` (names in NFC), one per line, joined by "\n". */
export function canonicalLines(entrants: readonly Entrant[]): string[] {
  return entrants.map(({ name, tickets }) => `${name.normalize("NFC")}, ${tickets}`);
}

/** Draws with the generator seeded from the secret, the public value and the counts, and writes the receipt. */
export function makeVerifiableDraw(
  entrants: readonly Entrant[],
  counts: { winners: number; alternates: number },
  secret: Uint8Array,
  publicValue: string,
  includeList: boolean,
): { outcome: DrawOutcome; receipt: DrawReceipt } {
  const { sealed, draw } = sealReceipt("draw", canonicalLines(entrants), secret, publicValue, drawCounts(counts));
  const outcome = drawWinners(entrants, counts.winners, counts.alternates, draw);
  const names = (drawn: readonly Entrant[]) => drawn.map((entrant) => entrant.name.normalize("NFC"));
  const receipt: DrawReceipt = { ...sealed, winners: names(outcome.winners), alternates: names(outcome.alternates) };
  return { outcome, receipt: includeList ? receipt : withoutList(receipt) };
}

/** A canonical line back into an entrant: the name, then `, ` and the ticket count. */
function readCanonicalLine(line: string): Entrant | null {
  const match = /^(.+), ([1-9]\d*)$/s.exec(line);
  const tickets = Number(match?.[2]);
  if (!match?.[1] || !Number.isSafeInteger(tickets)) return null;
  return { name: match[1], tickets };
}

/** Why a receipt's draw fields cannot be read; null when they can. */
export function findUnreadableDraw(receipt: Record<string, unknown>): string | null {
  for (const field of ["winners", "alternates"]) {
    if (!isStringArray(receipt[field])) return `The receipt is damaged: “${field}” is missing or not a list of names.`;
  }
  return null;
}

/** Recomputes a draw receipt (already read) from `lines`, naming every part that does not match. */
export function verifyDraw(receipt: DrawReceipt, lines: readonly string[]): Verification {
  const [winners, alternates] = [receipt.winners.length, receipt.alternates.length];
  // Before version 3 the seed did not depend on the counts, so nothing shows a name moved between the two lists.
  const counts = receipt.version >= 3 ? drawCounts({ winners, alternates }) : undefined;
  const { problems, draw } = checkSeal(receipt, lines, counts);
  const entrants: Entrant[] = [];
  for (const [index, line] of lines.entries()) {
    const entrant = readCanonicalLine(line);
    if (!entrant)
      return { status: "checked", problems: [...problems, `List line ${index + 1} is not “name, tickets”.`] };
    entrants.push(entrant);
  }
  if (winners < 1 || winners + alternates > entrants.length) {
    return { status: "checked", problems: [...problems, "The receipt lists more winners than the list has entrants."] };
  }
  if (entrants.reduce((sum, entrant) => sum + entrant.tickets, 0) > maximumTotalTickets) {
    return { status: "checked", problems: [...problems, "The list holds more tickets than a draw can take."] };
  }
  const expected = drawWinners(entrants, winners, alternates, draw);
  const compare = (role: string, names: readonly string[], drawn: readonly Entrant[]) =>
    names.forEach((name, index) => {
      const should = drawn[index]?.name;
      if (name !== should) problems.push(`${role} ${index + 1} should be “${should}”, but the receipt says “${name}”.`);
    });
  compare("Winner", receipt.winners, expected.winners);
  compare("Alternate", receipt.alternates, expected.alternates);
  return { status: "checked", problems };
}
