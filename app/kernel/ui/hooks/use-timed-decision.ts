import { useCallback, useEffect, useRef, useState } from "react";

export type DecisionPhase<T> = { status: "idle" } | { status: "deciding" } | { status: "decided"; outcome: T };

const idle = { status: "idle" } as const;

/**
 * A decision with a moment of suspense: `decide` shows the busy state for `delayMs` (or the `waitMs` it is given),
 * then runs `compute` (the draw and the save) and shows its outcome. An outcome still on its way (a draw made in a
 * worker) shows when it comes, unless the decision was reset or made again meanwhile; if it fails, nothing is shown
 * and the decision can be made again.
 */
export function useTimedDecision<T>(delayMs: number) {
  const [phase, setPhase] = useState<DecisionPhase<T>>(idle);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const decisions = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const decide = useCallback(
    (compute: () => T | Promise<T>, waitMs = delayMs) => {
      clearTimeout(timer.current);
      const decision = ++decisions.current;
      const show = (next: DecisionPhase<T>) => decision === decisions.current && setPhase(next);
      setPhase({ status: "deciding" });
      timer.current = setTimeout(() => {
        const outcome = compute();
        if (!(outcome instanceof Promise)) return show({ status: "decided", outcome });
        outcome.then(
          (done) => show({ status: "decided", outcome: done }),
          () => show(idle),
        );
      }, waitMs);
    },
    [delayMs],
  );

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    decisions.current++;
    setPhase(idle);
  }, []);

  return { phase, decide, reset };
}
