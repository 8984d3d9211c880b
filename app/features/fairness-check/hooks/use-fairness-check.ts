import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import type {
  FairnessCheckCommand,
  FairnessCheckReply,
  FairnessCheckRequest,
} from "~/features/fairness-check/domain/fairness-check";

export type FairnessCheckState =
  | { status: "idle" }
  | { status: "running"; request: FairnessCheckRequest; done: number }
  | { status: "finished"; request: FairnessCheckRequest; counts: number[]; elapsedMs: number }
  | { status: "cancelled"; request: FairnessCheckRequest; done: number }
  /** `reason`: the browser's own error message, or null when the check's worker would not start here. */
  | { status: "failed"; reason: string | null };

function startWorker(): Worker {
  // Vite bundles the worker as its own same-origin file, which the CSP's worker-src 'self' admits.
  return new Worker(new URL("../workers/fairness-check.worker.ts", import.meta.url), { type: "module" });
}

/** Runs fairness checks in one worker, started on the first run and stopped when the page goes. */
export function useFairnessCheck() {
  const [state, setState] = useState<FairnessCheckState>({ status: "idle" });
  const workerRef = useRef<Worker | null>(null);
  // Replies carry their run's id, so an earlier run's late messages cannot overwrite a newer state.
  const runRef = useRef({ id: 0, request: null as FairnessCheckRequest | null, startedAt: 0, cancelled: false });

  useEffect(() => () => workerRef.current?.terminate(), []);

  const onReply = useCallback((reply: FairnessCheckReply) => {
    const run = runRef.current;
    if (reply.runId !== run.id || run.request === null) return;
    // Once cancelled, progress still in flight or a run that just made it to the end is not shown.
    if (run.cancelled && reply.type !== "cancelled") return;
    const request = run.request;
    // Progress and the result render as transitions, which React splits into short tasks between frames.
    switch (reply.type) {
      case "progress":
        startTransition(() => setState({ status: "running", request, done: reply.done }));
        break;
      case "finished": {
        const elapsedMs = performance.now() - run.startedAt;
        startTransition(() => setState({ status: "finished", request, counts: reply.counts, elapsedMs }));
        break;
      }
      case "cancelled":
        setState({ status: "cancelled", request, done: reply.done });
        break;
      case "failed":
        setState({ status: "failed", reason: reply.message });
        break;
    }
  }, []);

  const start = useCallback(
    (request: FairnessCheckRequest) => {
      let worker = workerRef.current;
      if (worker === null) {
        worker = startWorker();
        worker.onmessage = (event: MessageEvent<FairnessCheckReply>) => onReply(event.data);
        worker.onerror = (event) => {
          event.preventDefault();
          workerRef.current = null;
          worker?.terminate();
          setState({ status: "failed", reason: null });
        };
        workerRef.current = worker;
      }
      const runId = runRef.current.id + 1;
      runRef.current = { id: runId, request, startedAt: performance.now(), cancelled: false };
      setState({ status: "running", request, done: 0 });
      worker.postMessage({ type: "start", runId, request } satisfies FairnessCheckCommand);
    },
    [onReply],
  );

  const cancel = useCallback(() => {
    const { id, request } = runRef.current;
    if (request === null) return;
    runRef.current.cancelled = true;
    workerRef.current?.postMessage({ type: "cancel", runId: id } satisfies FairnessCheckCommand);
    // The page shows the cancel at once; the worker's reply, a batch later, only confirms the count.
    setState((current) =>
      current.status === "running" ? { status: "cancelled", request, done: current.done } : current,
    );
  }, []);

  return { state, start, cancel };
}
