import { useCallback, useEffect, useRef, useState } from "react";
import type { CheckMessage, CheckProgress } from "~/features/verify/domain/check-progress";
import type { ReceiptCheckRequest, ReceiptTextCheck } from "~/features/verify/domain/receipt-check";
import type { Verification } from "~/kernel/receipts/domain/verdict";

/** The texts a check was made of, so the page shows a verdict only while the fields still hold them. */
interface Checking {
  receiptText: string;
  listText: string;
}

export type ReceiptCheckState =
  | { status: "idle" }
  | ({ status: "checking"; progress?: CheckProgress } & Checking)
  | ({ status: "checked"; verification: Verification } & Checking)
  | ({ status: "not-a-receipt"; message: string } & Checking)
  | { status: "cancelled" }
  | { status: "failed" };

/**
 * Checks receipts in a worker, one at a time: a new check, Cancel or leaving the page ends the one running (its worker
 * is stopped, whatever it was doing). While it checks, the state holds the worker's last word on how far it is. Where
 * the browser has no workers, the check runs on the page.
 */
export function useReceiptCheck() {
  const [state, setState] = useState<ReceiptCheckState>({ status: "idle" });
  const workerRef = useRef<Worker | null>(null);
  // Counts the checks ended: a check whose number has moved on is over, and what it finds is not shown.
  const runRef = useRef(0);

  const stop = useCallback(() => {
    runRef.current += 1;
    workerRef.current?.terminate();
    workerRef.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const check = useCallback(
    async (request: ReceiptCheckRequest, texts: Checking) => {
      stop();
      const run = runRef.current;
      setState({ status: "checking", ...texts });
      if (typeof Worker === "undefined") {
        const { checkReceiptText } = await import("~/features/verify/domain/receipt-check");
        if (runRef.current !== run) return;
        setState(stateOf(checkReceiptText(request.receiptText, request.list), texts));
        return;
      }
      const { startReceiptCheckWorker } = await import("~/features/verify/hooks/receipt-check-worker");
      if (runRef.current !== run) return;
      const worker = startReceiptCheckWorker();
      workerRef.current = worker;
      worker.onmessage = ({ data }: MessageEvent<CheckMessage>) => {
        if (runRef.current !== run) return;
        if (data.kind === "progress") {
          setState({ status: "checking", progress: data.progress, ...texts });
          return;
        }
        stop();
        setState(stateOf(data, texts));
      };
      worker.onerror = (event) => {
        event.preventDefault();
        if (runRef.current !== run) return;
        stop();
        setState({ status: "failed" });
      };
      worker.postMessage(request);
    },
    [stop],
  );

  const cancel = useCallback(() => {
    stop();
    setState({ status: "cancelled" });
  }, [stop]);

  return { state, check, cancel };
}

/** The state a check's finding leaves, beside the texts it was made of. */
function stateOf(found: ReceiptTextCheck, texts: Checking): ReceiptCheckState {
  return found.kind === "not-a-receipt"
    ? { status: "not-a-receipt", message: found.message, ...texts }
    : { status: "checked", verification: found.verification, ...texts };
}
