import { declinedConsent, expect, test } from "./fixtures";

// Tracing snapshots the whole DOM at every step, which would dominate these measurements.
test.use({ trace: "off", reducedMotion: "no-preference" });

const names = Array.from({ length: 1000 }, (_, i) => `Name number ${i + 1}`);

test.describe("a spin of 1,000 names", () => {
  test.use({ storage: { "cookie-consent": declinedConsent, "pending-template": JSON.stringify({ choices: names }) } });

  test("keeps a median frame interval of at most 20 ms and no frame over 50 ms, on a CPU slowed 4 times", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("img", { name: "A wheel of 1,000 choices" })).toBeVisible();
    await page.locator(".wheel-frame").scrollIntoViewIfNeeded();
    // A slow phone's CPU (4× slower) makes any work a frame does stand out from the machine's noise.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    // Every frame from the press to the one that shows the wheel at its stop, timed in the page.
    const frames = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const wheel = document.querySelector<HTMLElement>(".wheel")!;
          const canvas = document.querySelector<HTMLCanvasElement>(".wheel-canvas")!;
          const button = [...document.querySelectorAll("button")].find((b) => b.textContent === "Make Decision")!;
          const times: number[] = [];
          button.click();
          const atStop = () => canvas.style.transform === `rotate(${wheel.dataset.rotation}deg)`;
          requestAnimationFrame(function frame(time) {
            times.push(time);
            if (wheel.dataset.spinning === "true" && !atStop()) requestAnimationFrame(frame);
            else resolve(times);
          });
        }),
    );
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await expect(page.getByRole("region", { name: "AI Decision", exact: true })).toBeVisible();

    // The first interval holds the press itself: React's render of the busy page and the commit that hands the turn
    // to the compositor. It is reported on its own; the turn is every frame after it.
    const [pressFrame = 0, ...turning] = frames.slice(1).map((time, i) => time - frames[i]!);
    const sorted = [...turning].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const longest = sorted[sorted.length - 1]!;
    const line =
      `1,000-name spin at CPU ×4: first frame after the press ${pressFrame.toFixed(1)} ms; then ${turning.length} ` +
      `frames, median interval ${median.toFixed(1)} ms, 95th percentile ` +
      `${sorted[Math.floor(sorted.length * 0.95)]!.toFixed(1)} ms, longest ${longest.toFixed(1)} ms`;
    test.info().annotations.push({ type: "measurement", description: line });
    console.log(line);
    // A 2-second spin at 60 frames a second shows some 120; far fewer would mean the wheel skipped most of its turn.
    expect(turning.length).toBeGreaterThan(60);
    expect(median).toBeLessThanOrEqual(20);
    expect(longest).toBeLessThanOrEqual(50);
  });
});
