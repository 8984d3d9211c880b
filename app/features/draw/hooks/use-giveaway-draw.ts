import type { DrawOutcome, DuplicateRule, Entrant } from "~/features/draw/domain/draw";
import type { DrawReceipt } from "~/features/draw/domain/verifiable-draw";
import { useEntrantReading } from "~/features/draw/hooks/use-entrant-reading";
import type { VerifiableMode } from "~/kernel/receipts/hooks/use-verifiable-mode";
import { useRecordDecision } from "~/kernel/records/hooks/use-record-decision";
import type { SaveResult } from "~/kernel/records/storage/decision-history";
import { useTimedDecision } from "~/kernel/ui/hooks/use-timed-decision";

export const drawDelayMs = 2000;

export interface Drawn {
  outcome: DrawOutcome;
  entrantCount: number;
  totalTickets: number;
  saved: SaveResult;
  receipt?: DrawReceipt;
}

/**
 * /draw's list and draws: the rows read (in a worker when long) into entrants, and each draw made from them after a
 * moment of suspense, saved to the history; a verifiable draw uses its secret once, and the next gets a new one.
 */
export function useGiveawayDraw(texts: readonly string[], rule: DuplicateRule, verifiable: VerifiableMode) {
  const recordDecision = useRecordDecision();
  const { summary, stale, draw } = useEntrantReading(texts, rule);
  const { phase, decide, reset } = useTimedDecision<Drawn>(drawDelayMs);

  const makeDraw = (winners: number, alternates: number) => {
    if (!summary.ok) return;
    const { entrantCount, totalTickets } = summary;
    const request = verifiable.request;
    decide(async () => {
      const { outcome, kept, receipt } = await draw({ winners, alternates, verifiable: request });
      if (request) verifiable.renewSecret();
      const names = (drawn: readonly Entrant[]) => drawn.map((entrant) => entrant.name);
      const saved = recordDecision({
        choices: kept.choices,
        result: outcome.winners[0]?.name ?? "",
        category: "Giveaway Draw",
        outcome: {
          kind: "draw",
          winners: names(outcome.winners),
          alternates: names(outcome.alternates),
          ...(kept.unkeptList && { unkeptList: kept.unkeptList }),
        },
      });
      return { outcome, entrantCount, totalTickets, saved, ...(receipt && { receipt }) };
    });
  };

  return { reading: summary, readingList: stale, phase, makeDraw, reset };
}
