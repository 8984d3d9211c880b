import type { UnkeptList } from "~/kernel/records/domain/decision-record";
import {
  drawWinners,
  readEntrants,
  type DrawOutcome,
  type DuplicateRule,
  type Entrant,
  type EntrantReading,
  type RepeatedName,
} from "~/features/draw/domain/draw";
import { formatEntrant } from "~/features/draw/domain/draw-export";
import { keepList } from "~/kernel/receipts/domain/kept-list";
import { canonicalLines } from "~/features/draw/domain/draw-statement";
import type { DrawReceipt, VerifiableRequest } from "~/features/draw/domain/verifiable-draw";
import { listHash as hashOfList } from "~/kernel/receipts/domain/canonical-list";

/**
 * What a page shows of a list it had read: counts, repeated names and the SHA-256 of its list file (what a verifiable
 * draw's statement gives, and `sha256sum` prints of the file), not the entrants.
 */
export type EntrantSummary =
  | { ok: true; entrantCount: number; totalTickets: number; repeated: RepeatedName[]; listHash: string }
  | Extract<EntrantReading, { ok: false }>;

export interface GiveawayRequest {
  winners: number;
  alternates: number;
  /** A verifiable draw's secret and statement (docs/verifiable-draws.md), or null for a draw from the device's randomness. */
  verifiable: VerifiableRequest | null;
}

export interface GiveawayDraw {
  outcome: DrawOutcome;
  /** What the history keeps of the list (app/kernel/receipts/domain/kept-list.ts). */
  kept: { choices: string[]; unkeptList?: UnkeptList };
  receipt?: DrawReceipt;
}

/**
 * The entrants of the last list read, and the draws from them. /draw keeps a long list's pool in a worker, so only a
 * summary and the drawn entrants reach the page: reading and hashing 100,000 entrants never holds up its main thread.
 */
export function createEntrantPool() {
  let entrants: Entrant[] = [];
  let readRule: DuplicateRule = "extra-tickets";
  // The SHA-256 of the list file: a verifiable draw's statement gives it, and the history keeps it of a long list.
  let listHash = "";
  return {
    read(lines: readonly string[], rule: DuplicateRule): EntrantSummary {
      const reading = readEntrants(lines, rule);
      entrants = reading.ok ? reading.entrants : [];
      readRule = rule;
      if (!reading.ok) return reading;
      listHash = hashOfList(canonicalLines(entrants), 4);
      const { totalTickets, repeated } = reading;
      return { ok: true, entrantCount: entrants.length, totalTickets, repeated, listHash };
    },

    /**
     * Each draw picks a remaining entrant with probability t_i / Σ remaining t (app/features/draw/domain/draw.ts), from
     * the list read last when it was asked for. A verifiable draw's code (its statement, seal and seeded generator)
     * loads when one is first asked for.
     */
    async draw({ winners, alternates, verifiable: request }: GiveawayRequest): Promise<GiveawayDraw> {
      const [drawnFrom, rule, hash] = [entrants, readRule, listHash];
      const verifiable =
        request &&
        (await import("~/features/draw/domain/verifiable-draw")).makeVerifiableDraw(
          drawnFrom,
          { winners, alternates },
          rule,
          request,
        );
      const outcome = verifiable ? verifiable.outcome : drawWinners(drawnFrom, winners, alternates);
      const kept = keepList(
        drawnFrom.length,
        () => drawnFrom.map(formatEntrant),
        () => canonicalLines(drawnFrom),
        hash,
      );
      return verifiable ? { outcome, kept, receipt: verifiable.receipt } : { outcome, kept };
    },
  };
}

export type EntrantPool = ReturnType<typeof createEntrantPool>;

/** Page → worker: read a list into the pool, or draw from the list it holds. */
export type PoolQuestion = { id: number } & (
  { type: "read"; lines: readonly string[]; rule: DuplicateRule } | { type: "draw"; request: GiveawayRequest }
);

/** Worker → page: the pool's answer to the question of the same id, or why it could not give one. */
export type PoolAnswer = { id: number; answer: EntrantSummary | GiveawayDraw } | { id: number; error: string };

/** The worker's side (app/features/draw/workers/entrant-pool.worker.ts only wires it to the thread). */
export async function answerPoolQuestion(pool: EntrantPool, question: PoolQuestion): Promise<PoolAnswer> {
  try {
    const answer =
      question.type === "read" ? pool.read(question.lines, question.rule) : await pool.draw(question.request);
    return { id: question.id, answer };
  } catch (error) {
    return { id: question.id, error: error instanceof Error ? error.message : String(error) };
  }
}
