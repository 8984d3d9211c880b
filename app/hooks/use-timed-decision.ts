import { useCallback, useEffect, useRef, useState } from "react";

export type DecisionPhase<T> = { status: "idle" } | { status: "deciding" } | { status: "decided"; outcome: T };

const idle = { status: "idle" } as const;

/**
 * A decision with a moment of suspense: `decide` shows the busy state for `delayMs` (or the `waitMs` it is given),
 * then runs `compute` (the draw and the save) and shows its outcome.
 */
export function useTimedDecision<T>(delayMs: number) {
  const [phase, setPhase] = useState<DecisionPhase<T>>(idle);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const decide = useCallback(
    (compute: () => T, waitMs = delayMs) => {
      clearTimeout(timer.current);
      setPhase({ status: "deciding" });
      timer.current = setTimeout(() => setPhase({ status: "decided", outcome: compute() }), waitMs);
    },
    [delayMs],
  );

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setPhase(idle);
  }, []);

  return { phase, decide, reset };
}
