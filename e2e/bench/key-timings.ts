import { expect, type Page } from "@playwright/test";

type TimedWindow = Window & { __keyTimings: number[] };

/** From now on, records for each key pressed the milliseconds from its keydown until the frame after it renders. */
export async function recordKeyTimings(page: Page): Promise<void> {
  await page.evaluate(() => {
    const timings: number[] = [];
    (window as unknown as TimedWindow).__keyTimings = timings;
    document.addEventListener(
      "keydown",
      () => {
        const start = performance.now();
        requestAnimationFrame(() => setTimeout(() => timings.push(performance.now() - start)));
      },
      { capture: true },
    );
  });
}

/** The timings of the `count` keys pressed since recordKeyTimings, once the last has rendered. */
export async function keyTimings(page: Page, count: number): Promise<number[]> {
  const read = () => page.evaluate(() => (window as unknown as TimedWindow).__keyTimings);
  await expect.poll(async () => (await read()).length).toBe(count);
  return read();
}
