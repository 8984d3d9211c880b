import type { CDPSession, Page } from "@playwright/test";

/**
 * Watching a page's frames while it works: every animation frame's time (the gaps between them are what a visitor
 * sees as a freeze), and Chromium's long-animation-frame entries, which say what held each long frame up. Figures
 * only: the benches record them and `npm run bench` judges them (decision D24).
 */

/** What held one long frame up, as Chromium's long-animation-frame entry tells it. */
export interface LongFrame {
  duration: number;
  /** Time spent in style and layout, after the frame's scripts. */
  layoutMs: number;
  /** The frame's scripts, longest first: what ran (a handler, a task, a promise) and the function or file it ran. */
  scripts: { durationMs: number; invoker: string; source: string }[];
}

interface FrameRecorder {
  times: number[];
  longFrames: LongFrame[];
  stopped: boolean;
}

/** Starts recording the time of every animation frame, and what held up each frame over 50 ms. */
export async function startFrames(page: Page) {
  await page.evaluate(() => {
    const recorder: FrameRecorder = { times: [], longFrames: [], stopped: false };
    (window as unknown as { __frames: FrameRecorder }).__frames = recorder;
    requestAnimationFrame(function frame(time) {
      recorder.times.push(time);
      if (!recorder.stopped) requestAnimationFrame(frame);
    });
    if (!PerformanceObserver.supportedEntryTypes.includes("long-animation-frame")) return;
    new PerformanceObserver((list) => {
      if (recorder.stopped) return;
      for (const entry of list.getEntries() as (PerformanceEntry & {
        renderStart: number;
        styleAndLayoutStart: number;
        scripts: (PerformanceEntry & { invoker: string; sourceFunctionName: string; sourceURL: string })[];
      })[]) {
        recorder.longFrames.push({
          duration: entry.duration,
          layoutMs: entry.styleAndLayoutStart > 0 ? entry.startTime + entry.duration - entry.styleAndLayoutStart : 0,
          scripts: entry.scripts
            .map((script) => ({
              durationMs: Math.round(script.duration),
              invoker: script.invoker,
              source: `${script.sourceFunctionName || "(anonymous)"} ${script.sourceURL.replace(/^.*\//, "")}`,
            }))
            .sort((a, b) => b.durationMs - a.durationMs),
        });
      }
    }).observe({ type: "long-animation-frame" });
  });
}

/** Ends the recording: every frame's time, and the long frames with what held them up. */
export async function stopFrames(page: Page): Promise<{ times: number[]; longFrames: LongFrame[] }> {
  return page.evaluate(() => {
    const recorder = (window as unknown as { __frames: FrameRecorder }).__frames;
    recorder.stopped = true;
    return { times: recorder.times, longFrames: recorder.longFrames };
  });
}

export const longestGap = (times: readonly number[]) =>
  Math.max(0, ...times.slice(1).map((time, i) => time - times[i]!));

/** Prints, for a reader of the run, what held up the longest frames: the figure alone does not say what to fix. */
export function describeLongFrames(label: string, longFrames: readonly LongFrame[], shown = 3) {
  const longest = [...longFrames].sort((a, b) => b.duration - a.duration).slice(0, shown);
  for (const frame of longest) {
    const scripts = frame.scripts
      .slice(0, 3)
      .map((script) => `${script.durationMs} ms ${script.invoker} (${script.source})`)
      .join("; ");
    console.log(
      `  ${label}: a ${Math.round(frame.duration)} ms frame, ${Math.round(frame.layoutMs)} ms style and layout; ${scripts || "no script"}`,
    );
  }
}

/** Runs the page's CPU `rate` times slower (Chromium's own throttling), as on a slow phone; `slowCpu(…, 1)` ends it. */
export async function slowCpu(cdp: CDPSession, rate: number) {
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

/** Waits for the page to paint twice more, so the frame that shows the last change is among those recorded. */
export const twoMoreFrames = (page: Page) =>
  page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
