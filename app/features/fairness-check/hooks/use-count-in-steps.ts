import { useEffect, useState } from "react";

/**
 * How many of `total` items to show: `step` at first, then `step` more in each following frame, until all are shown.
 * Each frame then lays out and paints a few dozen at most, however long the list.
 */
export function useCountInSteps(total: number, step: number): number {
  const [shown, setShown] = useState(step);
  useEffect(() => {
    if (shown >= total) return;
    const frame = requestAnimationFrame(() => setShown(shown + step));
    return () => cancelAnimationFrame(frame);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
