import { msg } from "@lingui/core/macro";
import { escapeInvisible } from "~/kernel/receipts/domain/shown-text";
import { drawWinners, maximumTotalTickets, type Entrant } from "~/features/draw/domain/draw";
import { readDrawListLines } from "~/features/draw/domain/draw-list";
import type { DrawReceipt } from "~/features/draw/domain/verifiable-draw";
import { listLineProblem } from "~/kernel/receipts/domain/canonical-list";
import { checkStatementSeal } from "~/kernel/receipts/domain/statement-seal";
import { writeVerdict, type Verification } from "~/kernel/receipts/domain/verdict";
import { checkEarlierSeal, drawCounts } from "~/kernel/receipts/domain/verifiable-receipt";

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
      message: msg`The list cannot give this draw: it has too few entrants that read.`,
    });
  } else {
    const expected = drawWinners(list.entrants, winners, alternates, seal.draw);
    const compare = (rule: "winner" | "alternate", names: readonly string[], drawn: readonly Entrant[]) =>
      names.forEach((name, index) => {
        const should = drawn[index]?.name;
        if (name !== should) {
          const place = index + 1;
          const drawnName = escapeInvisible(should ?? "", Infinity);
          const said = escapeInvisible(name, Infinity);
          problems.push({
            rule,
            message:
              rule === "winner"
                ? msg`Winner ${place} should be ${drawnName}, but the receipt says ${said}.`
                : msg`Alternate ${place} should be ${drawnName}, but the receipt says ${said}.`,
          });
        }
      });
    compare("winner", receipt.winners, expected.winners);
    compare("alternate", receipt.alternates, expected.alternates);
  }
  const outcome = { kind: "draw" as const, winners: receipt.winners, alternates: receipt.alternates };
  return {
    status: "checked",
    problems,
    outcome,
    verdict: problems.length === 0 ? writeVerdict(receipt, seal.source, { winners, alternates }) : null,
  };
}
