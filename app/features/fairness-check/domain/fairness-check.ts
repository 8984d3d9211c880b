// The live fairness check: many draws through the app's own pickers, counted per option.
// The counting loop and the worker's message handling live here, free of any Worker API, so
// they can be tested directly; app/features/fairness-check/workers/fairness-check.worker.ts only wires them to the thread.
import { createWeightedPicker, type IndexDraw, randomIndex } from "~/kernel/random/domain/random";
import { createTournament, playCurrentMatch } from "~/features/battle";
import { nextTask } from "~/kernel/ui/domain/next-task";

export type FairnessCheckRequest =
  | { mode: "uniform"; options: number; draws: number }
  | { mode: "weighted"; weights: readonly number[]; draws: number }
  | { mode: "tournament"; contestants: number; draws: number };

/** Page → worker. */
export type FairnessCheckCommand =
  { type: "start"; runId: number; request: FairnessCheckRequest } | { type: "cancel"; runId: number };

/** Worker → page. */
export type FairnessCheckReply =
  | { type: "progress"; runId: number; done: number }
  | { type: "finished"; runId: number; counts: number[] }
  | { type: "cancelled"; runId: number; done: number }
  | { type: "failed"; runId: number; message: string };

export type FairnessCheckOutcome = { status: "finished"; counts: number[] } | { status: "cancelled"; done: number };

export interface FairnessCheckOptions {
  /** Called after every batch with the number of draws made so far. */
  onProgress: (done: number) => void;
  /** Asked after every batch; true stops the run there. */
  isCancelled: () => boolean;
  draw?: IndexDraw;
  /** Awaited after every batch, so a cancel message waiting in the worker's queue can arrive. */
  pause?: () => Promise<void>;
}

/** The number of categories the draws are counted in: options or contestants. */
export function categoryCount(request: FairnessCheckRequest): number {
  switch (request.mode) {
    case "uniform":
      return request.options;
    case "weighted":
      return request.weights.length;
    case "tournament":
      return request.contestants;
  }
}

/** What a fair draw gives on average: draws/k, draws·w/Σw, or draws/N tournament wins each. */
export function expectedCounts(request: FairnessCheckRequest): number[] {
  if (request.mode === "weighted") {
    const total = request.weights.reduce((sum, weight) => sum + weight, 0);
    return request.weights.map((weight) => (request.draws * weight) / total);
  }
  return new Array<number>(categoryCount(request)).fill(request.draws / categoryCount(request));
}

/** One draw of the kind the request asks for, returning the index of the winning category. */
function createSampler(request: FairnessCheckRequest, draw: IndexDraw): () => number {
  switch (request.mode) {
    case "uniform": {
      const { options } = request;
      return () => draw(options);
    }
    case "weighted": {
      const pick = createWeightedPicker(request.weights);
      return () => pick(draw);
    }
    case "tournament": {
      // Whole tournaments, exactly as the Battle Royale page builds and plays them, byes included.
      const names = Array.from({ length: request.contestants }, (_, index) => `Contestant ${index + 1}`);
      const indexByName = new Map(names.map((name, index) => [name, index]));
      return () => {
        let tournament = createTournament(names, draw);
        while (tournament.winner === null) tournament = playCurrentMatch(tournament, draw);
        return indexByName.get(tournament.winner.name) as number;
      };
    }
  }
}

// A batch is about this many random draws' worth of work (a tournament of N costs about N).
const workPerBatch = 50_000;
// …and no more than a hundredth of the run, so the progress bar moves in small steps.
const minimumBatches = 100;

/** Draws between two progress messages. */
export function drawsPerBatch(request: FairnessCheckRequest): number {
  const costPerDraw = request.mode === "tournament" ? request.contestants : 1;
  return Math.max(1, Math.min(Math.ceil(request.draws / minimumBatches), Math.floor(workPerBatch / costPerDraw)));
}

/** Makes `request.draws` draws in batches, counting how often each category wins. */
export async function runFairnessCheck(
  request: FairnessCheckRequest,
  { onProgress, isCancelled, draw = randomIndex, pause = nextTask }: FairnessCheckOptions,
): Promise<FairnessCheckOutcome> {
  if (!Number.isSafeInteger(request.draws) || request.draws < 1) {
    throw new RangeError(`The number of draws must be a positive integer, got ${request.draws}`);
  }
  const sample = createSampler(request, draw);
  const counts = new Array<number>(categoryCount(request)).fill(0);
  const batch = drawsPerBatch(request);
  let done = 0;
  while (done < request.draws) {
    const end = Math.min(request.draws, done + batch);
    for (; done < end; done++) {
      const index = sample();
      counts[index] = (counts[index] as number) + 1;
    }
    onProgress(done);
    await pause();
    if (isCancelled()) return { status: "cancelled", done };
  }
  return { status: "finished", counts };
}

/** The worker's side of the protocol: runs each start command, and stops a run when asked to. */
export function createFairnessCheckHandler(
  post: (reply: FairnessCheckReply) => void,
  options: Pick<FairnessCheckOptions, "draw" | "pause"> = {},
): (command: FairnessCheckCommand) => Promise<void> {
  // Runs in progress, each with whether a cancel has arrived; a cancel for a finished run is dropped.
  const running = new Map<number, boolean>();
  return async (command) => {
    if (command.type === "cancel") {
      if (running.has(command.runId)) running.set(command.runId, true);
      return;
    }
    const { runId, request } = command;
    running.set(runId, false);
    try {
      const outcome = await runFairnessCheck(request, {
        ...options,
        onProgress: (done) => post({ type: "progress", runId, done }),
        isCancelled: () => running.get(runId) === true,
      });
      post(
        outcome.status === "finished"
          ? { type: "finished", runId, counts: outcome.counts }
          : { type: "cancelled", runId, done: outcome.done },
      );
    } catch (error) {
      post({ type: "failed", runId, message: error instanceof Error ? error.message : String(error) });
    } finally {
      running.delete(runId);
    }
  };
}

/** p-values as the page shows them: four decimals, or "< 0.0001". */
export function formatPValue(pValue: number): string {
  return pValue < 0.0001 ? "< 0.0001" : pValue.toFixed(4);
}

/**
 * What a p-value means for this run, for the page to say in one honest sentence: consistent with a fair draw (p ≥ 0.05),
 * still consistent if a little unusual (p ≥ 0.001, with how often: once in `onceIn` runs), or unusual.
 */
export function readPValue(pValue: number): { reading: "consistent" | "a-little-unusual" | "unusual"; onceIn: number } {
  const reading = pValue >= 0.05 ? "consistent" : pValue >= 0.001 ? "a-little-unusual" : "unusual";
  return { reading, onceIn: Math.round(1 / pValue) };
}
