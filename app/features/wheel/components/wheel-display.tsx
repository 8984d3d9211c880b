import { type RefObject, useEffect, useMemo, useRef, useState } from "react";
import { drawWheel } from "~/features/wheel/components/draw-wheel";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  layOutSegments,
  rotationAt,
  segmentAtRotation,
  type WheelEntry,
  type WheelEntryKind,
} from "~/features/wheel/domain/wheel";
import type { WheelSpin } from "~/features/wheel/hooks/use-wheel-decision";
import { useTickSound } from "~/features/wheel/hooks/use-tick-sound";

interface WheelDisplayProps {
  entries: readonly WheelEntry[];
  /** The last spin: the wheel turns along it while `spinning`, and rests where it stopped afterwards. */
  spin: WheelSpin | null;
  spinning: boolean;
  /** False under reduced motion: the wheel then stays still for the spin's time and shows the stop at once. */
  motion: boolean;
  tickSound: boolean;
  celebrate: boolean;
  entryKind: WheelEntryKind;
}

const nameIntervalMs = 100;

function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * The wheel, its pointer and, in large type beside it, the name under the pointer: the only way to read thin
 * segments, whose labels give way to colour. The picture is for sighted visitors; the result is announced and
 * shown on the card. `data-rotation` is where the wheel stops, in degrees clockwise from its zero at the pointer.
 */
export function WheelDisplay({ entries, spin, spinning, motion, tickSound, celebrate, entryKind }: WheelDisplayProps) {
  const { t } = useLingui();
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const nameRef = useRef<HTMLParagraphElement>(null);
  const size = useWidth(frameRef);
  const segments = useMemo(() => layOutSegments(entries.map((entry) => entry.weight)), [entries]);
  const tick = useTickSound(tickSound);

  // Drawing a long list's wheel takes a slow phone tens of milliseconds: it waits until the frame that shows the edit
  // has been painted (a timer after the next animation frame), and an edit made before then draws instead of it.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => drawWheel(canvas, entries, segments, size));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [entries, segments, size]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const name = nameRef.current;
    if (!canvas || !name) return;
    let underPointer = -1;
    let named = -1;
    let namedAt = -Infinity;
    /**
     * Follows the wheel at `rotation`: the name under the pointer and the tick; `now` is the frame's time while it
     * turns, null once it rests. Turns the canvas too, unless the compositor's animation does.
     */
    const turnTo = (rotation: number, now: number | null, animated = false) => {
      if (!animated) canvas.style.transform = `rotate(${rotation * 360}deg)`;
      const segment = entries.length > 0 ? segmentAtRotation(segments, rotation) : -1;
      if (now !== null && segment !== underPointer && underPointer !== -1) tick();
      underPointer = segment;
      // A new name every frame of a fast turn could not be read, and each costs a layout: a few a second will do.
      if (segment === named || (now !== null && now - namedAt < nameIntervalMs)) return;
      named = segment;
      namedAt = now ?? 0;
      name.textContent = entries[segment]?.label ?? "";
    };
    if (!spin || !spinning || !motion) {
      turnTo(spin ? (spinning ? spin.from : spin.to) : 0, null);
      return;
    }
    // The compositor turns the canvas along the very curve of rotationAt (an ease-out cubic is exactly this
    // Bézier), so a busy main thread never holds the wheel back; each frame here only reads the name it shows.
    const animation =
      canvas.animate?.([{ transform: `rotate(${spin.from * 360}deg)` }, { transform: `rotate(${spin.to * 360}deg)` }], {
        duration: spin.durationMs,
        easing: `cubic-bezier(${1 / 3}, 1, ${2 / 3}, 1)`,
        fill: "forwards",
      }) ?? null;
    if (animation) animation.currentTime = performance.now() - spin.startedAt;
    let frame = requestAnimationFrame(function turn(now) {
      const rotation = rotationAt(spin, now - spin.startedAt);
      const stopped = rotation === spin.to;
      turnTo(rotation, stopped ? null : now, animation !== null && !stopped);
      if (!stopped) frame = requestAnimationFrame(turn);
      else animation?.cancel();
    });
    return () => {
      cancelAnimationFrame(frame);
      animation?.cancel();
    };
  }, [entries, segments, spin, spinning, motion, tick]);

  const count = entries.length;
  const label =
    entryKind === "option"
      ? count === 0
        ? t`An empty wheel: your options appear on it as you type`
        : t`${plural(count, { one: "A wheel of # option", other: "A wheel of # options" })}`
      : count === 0
        ? t`An empty wheel: your choices appear on it as you type`
        : t`${plural(count, { one: "A wheel of # choice", other: "A wheel of # choices" })}`;
  return (
    <div className="wheel" data-rotation={(spin?.to ?? 0) * 360} data-spinning={spinning}>
      <div ref={frameRef} className="wheel-frame">
        <canvas ref={canvasRef} className="wheel-canvas" role="img" aria-label={label} />
        <span className="wheel-pointer" aria-hidden="true" />
        {celebrate && spin && <span key={spin.startedAt} className="wheel-celebration" aria-hidden="true" />}
      </div>
      <p ref={nameRef} className="wheel-pointer-name" dir="auto" aria-hidden="true" />
    </div>
  );
}
