import type { Page } from "@playwright/test";

/** A slow phone, as Lighthouse's mobile run and decision 013 have it: CPU ×4, 150 ms round trip, 1.6 Mbit/s. */
export async function slowDownLikeAPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  });
}
