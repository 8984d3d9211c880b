// The end-to-end tests drive Debian's Chromium; install it when the machine lacks it.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.log("Chromium is missing: installing Debian's package (apt-get)…");
  const asRoot = process.getuid?.() === 0 ? "" : "sudo ";
  execSync(`${asRoot}apt-get update && ${asRoot}apt-get install -y chromium`, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}
