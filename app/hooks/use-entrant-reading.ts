import { useLayoutEffect, useState } from "react";
import { readEntrants, readEntrantsInSteps, type DuplicateRule, type EntrantReading } from "~/domain/draw";
import { keptListLimit } from "~/domain/kept-list";
import { digestLines } from "~/domain/list-digest";
import { canonicalLines } from "~/domain/verifiable-draw";

// 100,000 entrants take some 50 ms to read: in tasks of about 15 ms the page answers every keystroke and scroll
// while they are read. A step is small enough (a few ms) to stop close to that.
const linesPerStep = 2_000;
const taskMs = 15;

interface Read {
  lines: readonly string[];
  rule: DuplicateRule;
  reading: EntrantReading;
  /** The SHA-256 a history record keeps of entrants too many to keep (keepList), hashed as part of the reading. */
  sha256?: string;
}

/**
 * The entrants of `lines`, read in short tasks that leave the page responsive between them; entrants too many for the
 * history to keep are hashed for it too, off the main thread, so a draw does not spend some 35 ms hashing 100,000 of
 * them. Until the latest list is read, `reading` is the last list's and `stale` is true.
 */
export function useEntrantReading(lines: readonly string[], rule: DuplicateRule) {
  const [read, setRead] = useState<Read>(() => ({ lines, rule, reading: readEntrants(lines, rule) }));
  const stale = read.lines !== lines || read.rule !== rule;

  useLayoutEffect(() => {
    if (!stale) return;
    const steps = readEntrantsInSteps(lines, rule, linesPerStep);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current = true;
    const finish = (reading: EntrantReading) => {
      if (!reading.ok || reading.entrants.length <= keptListLimit) return setRead({ lines, rule, reading });
      void digestLines(canonicalLines(reading.entrants)).then((sha256) => {
        if (current) setRead({ lines, rule, reading, sha256 });
      });
    };
    const work = () => {
      const started = performance.now();
      for (let step = steps.next(); ; step = steps.next()) {
        if (step.done) return finish(step.value);
        if (performance.now() - started > taskMs) break;
      }
      timer = setTimeout(work);
    };
    // A short list is read at once, before the page paints; a long one starts after the task that brought it in.
    if (lines.length <= linesPerStep) work();
    else timer = setTimeout(work);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [lines, rule, stale]);

  return { reading: read.reading, sha256: read.sha256, stale };
}
