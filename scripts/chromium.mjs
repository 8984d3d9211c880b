// The Debian Chromium every browser tool here drives, and the flags it needs to run headless on
// these machines (root, no GPU, no network beyond the site under test).
export const chromiumPath = process.env.CHROME_PATH || "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
