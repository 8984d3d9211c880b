import { chromium } from "@playwright/test";
import { createApp } from "./server/app.mjs";
(await createApp({ buildDir: "build" })).listen(4403, "127.0.0.1");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run"] });
const lines = Array.from({ length: 10_000 }, (_, i) => `Option number ${i + 1}, ${(i % 100) + 1}`).join("\n");
for (let run = 0; run < 6; run++) {
  const ctx = await browser.newContext(); const page = await ctx.newPage();
  await page.addInitScript(() => { localStorage.setItem("cookie-consent", JSON.stringify({ analytics: false, date: "2026-11-01T10:00:00.000Z" })); });
  await page.goto("http://127.0.0.1:4403/weighted");
  await ctx.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate((t) => navigator.clipboard.writeText(t), lines);
  await page.getByRole("textbox", { name: "Option 1" }).focus();
  await page.keyboard.press("Control+V");
  await page.waitForFunction(() => document.querySelector(".choice-list-more") !== null);
  await page.getByRole("textbox", { name: "Option 150", exact: true }).click();
  await page.keyboard.press("End");
  await page.evaluate(() => {
    window.__loaf = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__loaf.push({ start: e.startTime, dur: e.duration, block: e.blockingDuration, render: e.renderStart ? e.startTime + e.duration - e.renderStart : 0, style: e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0, scripts: e.scripts.map(s => `${s.invoker} ${s.sourceFunctionName} ${s.duration.toFixed(0)}ms fwd${s.forcedStyleAndLayoutDuration.toFixed(0)}`) }); }).observe({ type: "long-animation-frame" });
    window.__t0 = performance.now();
  });
  for (const k of " edited") await page.keyboard.press(k);
  await page.waitForTimeout(600);
  const loaf = await page.evaluate(() => window.__loaf.filter(e => e.start > window.__t0 - 5).map(e => ({ ...e, start: (e.start - window.__t0).toFixed(0) })));
  console.log("run", run, JSON.stringify(loaf.map(e => [e.start, e.dur.toFixed(0), "render", e.render.toFixed(0), "style", e.style.toFixed(0), e.scripts.join(" | ")])));
  await ctx.close();
}
await browser.close(); process.exit(0);
