import { describe, expect, it } from "vitest";
import {
  createFairnessCheckHandler,
  drawsPerBatch,
  expectedCounts,
  readPValue,
  type FairnessCheckReply,
  type FairnessCheckRequest,
  formatPValue,
  runFairnessCheck,
} from "~/features/fairness-check/domain/fairness-check";
import type { IndexDraw } from "~/kernel/random/domain/random";
import { chiSquareTest } from "~/features/fairness-check/domain/statistics";

/** Walks through every value 0, 1, …, n − 1 in turn, so each one comes up equally often. */
function cyclingDraw(): IndexDraw {
  let next = 0;
  return (n) => next++ % n;
}

const noPause = () => Promise.resolve();
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Runs to the end with no cancel, recording every progress report. */
async function runToEnd(request: FairnessCheckRequest, draw?: IndexDraw) {
  const progress: number[] = [];
  const outcome = await runFairnessCheck(request, {
    onProgress: (done) => progress.push(done),
    isCancelled: () => false,
    pause: noPause,
    ...(draw && { draw }),
  });
  if (outcome.status !== "finished") throw new Error("The run was cancelled");
  return { counts: outcome.counts, progress };
}

describe("expectedCounts", () => {
  it("is draws/k for every option of a uniform draw", () => {
    expect(expectedCounts({ mode: "uniform", options: 4, draws: 10_000 })).toEqual([2500, 2500, 2500, 2500]);
  });

  it("is draws·w/Σw for each weight", () => {
    expect(expectedCounts({ mode: "weighted", weights: [1, 3, 6], draws: 10_000 })).toEqual([1000, 3000, 6000]);
    expect(expectedCounts({ mode: "weighted", weights: [1, 2], draws: 10_000 })).toEqual([10_000 / 3, 20_000 / 3]);
  });

  it("is draws/N tournament wins for every contestant, byes or not", () => {
    expect(expectedCounts({ mode: "tournament", contestants: 5, draws: 10_000 })).toEqual([
      2000, 2000, 2000, 2000, 2000,
    ]);
  });
});

describe("drawsPerBatch", () => {
  it("reports progress at least a hundred times a run, and less work per batch for bigger tournaments", () => {
    expect(drawsPerBatch({ mode: "uniform", options: 6, draws: 1_000_000 })).toBe(10_000);
    expect(drawsPerBatch({ mode: "weighted", weights: [1, 2], draws: 10_000 })).toBe(100);
    expect(drawsPerBatch({ mode: "tournament", contestants: 64, draws: 1_000_000 })).toBe(781);
    expect(drawsPerBatch({ mode: "uniform", options: 2, draws: 5 })).toBe(1);
  });
});

describe("runFairnessCheck", () => {
  it("counts a uniform draw in every option, in batches, reporting progress after each", async () => {
    const { counts, progress } = await runToEnd({ mode: "uniform", options: 6, draws: 1200 }, cyclingDraw());
    expect(counts).toEqual([200, 200, 200, 200, 200, 200]);
    expect(progress).toEqual(Array.from({ length: 100 }, (_, index) => (index + 1) * 12));
  });

  it("gives each weight exactly its share when every value of the total comes up equally often", async () => {
    const request = { mode: "weighted", weights: [1, 3, 6], draws: 10_000 } as const;
    const { counts } = await runToEnd(request, cyclingDraw());
    expect(counts).toEqual(expectedCounts(request));
  });

  it("counts draws from the real crypto generator that sum to the number of draws and pass a chi-square test", async () => {
    const request = { mode: "weighted", weights: [5, 1, 20, 3], draws: 100_000 } as const;
    const { counts, progress } = await runToEnd(request);
    expect(sum(counts)).toBe(100_000);
    expect(progress.at(-1)).toBe(100_000);
    // A fair generator fails this about once in a million runs.
    expect(chiSquareTest(counts, expectedCounts(request)).pValue).toBeGreaterThan(1e-6);
  });

  it("counts whole tournaments won, with random byes giving every contestant 1/N", async () => {
    // Five contestants in a bracket of eight: three byes. Fixed byes would give their holders 1/4 each.
    const request = { mode: "tournament", contestants: 5, draws: 20_000 } as const;
    const { counts } = await runToEnd(request);
    expect(counts).toHaveLength(5);
    expect(sum(counts)).toBe(20_000);
    expect(chiSquareTest(counts, expectedCounts(request)).pValue).toBeGreaterThan(1e-6);
  });

  it("stops after the batch in which a cancel arrives, without counts", async () => {
    const progress: number[] = [];
    let pauses = 0;
    const outcome = await runFairnessCheck(
      { mode: "uniform", options: 3, draws: 1_000_000 },
      {
        onProgress: (done) => progress.push(done),
        isCancelled: () => progress.length === 3,
        pause: async () => {
          pauses++;
        },
      },
    );
    expect(outcome).toEqual({ status: "cancelled", done: 30_000 });
    expect(progress).toEqual([10_000, 20_000, 30_000]);
    expect(pauses).toBe(3);
  });

  it("yields to the event loop between batches by default", async () => {
    const { counts } = await runToEnd({ mode: "uniform", options: 2, draws: 1000 });
    expect(sum(counts)).toBe(1000);
  });

  it("refuses a number of draws that is not a positive integer", async () => {
    const options = { onProgress: () => {}, isCancelled: () => false, pause: noPause };
    await expect(runFairnessCheck({ mode: "uniform", options: 2, draws: 0 }, options)).rejects.toThrow(RangeError);
    await expect(runFairnessCheck({ mode: "uniform", options: 2, draws: 1.5 }, options)).rejects.toThrow(RangeError);
  });
});

describe("createFairnessCheckHandler", () => {
  it("answers a start with progress for that run, then the counts", async () => {
    const replies: FairnessCheckReply[] = [];
    const handle = createFairnessCheckHandler((reply) => replies.push(reply), { draw: cyclingDraw(), pause: noPause });
    await handle({ type: "start", runId: 7, request: { mode: "uniform", options: 4, draws: 400 } });
    expect(replies.filter((reply) => reply.type === "progress")).toHaveLength(100);
    expect(replies.every((reply) => reply.runId === 7)).toBe(true);
    expect(replies.at(-1)).toEqual({ type: "finished", runId: 7, counts: [100, 100, 100, 100] });
  });

  it("stops a run when a cancel for it arrives between batches", async () => {
    const replies: FairnessCheckReply[] = [];
    let handle: ReturnType<typeof createFairnessCheckHandler> | undefined = undefined;
    let pauses = 0;
    handle = createFairnessCheckHandler((reply) => replies.push(reply), {
      // The second pause is where the worker's queue delivers the page's cancel.
      pause: async () => {
        if (++pauses === 2) await handle?.({ type: "cancel", runId: 1 });
      },
    });
    await handle({ type: "start", runId: 1, request: { mode: "uniform", options: 6, draws: 1_000_000 } });
    expect(replies).toEqual([
      { type: "progress", runId: 1, done: 10_000 },
      { type: "progress", runId: 1, done: 20_000 },
      { type: "cancelled", runId: 1, done: 20_000 },
    ]);
  });

  it("ignores a cancel for another run, and one for a run that has not started", async () => {
    const replies: FairnessCheckReply[] = [];
    let handle: ReturnType<typeof createFairnessCheckHandler> | undefined = undefined;
    handle = createFairnessCheckHandler((reply) => replies.push(reply), {
      pause: () => handle?.({ type: "cancel", runId: 2 }) ?? Promise.resolve(),
    });
    await handle({ type: "cancel", runId: 3 });
    await handle({ type: "start", runId: 3, request: { mode: "uniform", options: 2, draws: 1000 } });
    expect(replies.at(-1)).toMatchObject({ type: "finished", runId: 3 });
  });

  it("reports a request it cannot run as failed", async () => {
    const replies: FairnessCheckReply[] = [];
    const handle = createFairnessCheckHandler((reply) => replies.push(reply), { pause: noPause });
    await handle({ type: "start", runId: 4, request: { mode: "weighted", weights: [1, 0], draws: 10_000 } });
    expect(replies).toEqual([{ type: "failed", runId: 4, message: "Weights must be positive safe integers, got 0" }]);
  });
});

describe("explaining the result", () => {
  it("formats p-values to four decimals, and tiny ones as < 0.0001", () => {
    expect(formatPValue(1)).toBe("1.0000");
    expect(formatPValue(0.047951)).toBe("0.0480");
    expect(formatPValue(0.00005)).toBe("< 0.0001");
  });

  it("reads p ≥ 0.05 as consistent with fair, p ≥ 0.001 as a little unusual with how often, less as unusual", () => {
    expect(readPValue(0.48)).toMatchObject({ reading: "consistent" });
    expect(readPValue(0.05)).toMatchObject({ reading: "consistent" });
    expect(readPValue(0.002)).toEqual({ reading: "a-little-unusual", onceIn: 500 });
    expect(readPValue(0.001)).toEqual({ reading: "a-little-unusual", onceIn: 1000 });
    expect(readPValue(0.0009)).toMatchObject({ reading: "unusual" });
  });
});
