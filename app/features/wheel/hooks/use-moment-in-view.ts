import { type RefObject, useEffect, useRef } from "react";

/**
 * Keeps the moment of a spin on screen, as a projector must show it: the pointer and the whole wheel with the name under
 * it as a spin starts, the winner's card with them once it stops, and whichever of these there is when full screen
 * opens or closes. Where they cannot all fit, the pointer and the wheel come first. The page's scroll, or the full
 * screen stage's, moves no more than it has to, and not at all when the wheel first shows (the view switched to it).
 */
export function useMomentInView(
  stageRef: RefObject<HTMLElement | null>,
  { spinStart, settled, fullscreen }: { spinStart: number | undefined; settled: boolean; fullscreen: boolean },
) {
  const shown = useRef(false);
  useEffect(() => {
    const stage = stageRef.current;
    const pointer = stage?.querySelector(".wheel-pointer");
    const firstShown = !shown.current;
    shown.current = true;
    if (firstShown || !stage || !pointer || (spinStart === undefined && !settled && !fullscreen)) return;
    const lowest = (settled && stage.querySelector(".result-value")) || stage.querySelector(".wheel-pointer-name");
    // jsdom has no scrollIntoView. Instant: a smooth scroll still under way would throw the second one off.
    lowest?.scrollIntoView?.({ block: "nearest", behavior: "instant" });
    pointer.scrollIntoView?.({ block: "nearest", behavior: "instant" });
  }, [stageRef, spinStart, settled, fullscreen]);
}
