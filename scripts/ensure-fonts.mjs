// The end-to-end tests render Arabic, Devanagari, Japanese and Chinese text: without a font for a script, Chromium
// draws boxes, screenshots show nothing readable and text can measure wrong. Install Debian's Noto fonts when the
// machine lacks one (the site itself ships no web font: visitors' systems bring theirs).
import { execSync } from "node:child_process";

const languages = ["ar", "hi", "ja", "zh-cn"];
const packages = "fonts-noto-core fonts-noto-cjk";

/** @param {string} language */
function hasFont(language) {
  return execSync(`fc-list :lang=${language} family`, { encoding: "utf8" }).trim() !== "";
}

const missing = languages.filter((language) => !hasFont(language));
if (missing.length > 0) {
  const install = `apt-get update && apt-get install -y --no-install-recommends ${packages}`;
  if (process.getuid?.() !== 0) {
    console.error(`No font for ${missing.join(", ")}: as root, run\n  ${install}`);
    process.exit(1);
  }
  console.log(`No font for ${missing.join(", ")}: installing Debian's Noto fonts (apt-get)…`);
  execSync(install, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  const stillMissing = languages.filter((language) => !hasFont(language));
  if (stillMissing.length > 0) {
    console.error(`Still no font for ${stillMissing.join(", ")} after installing ${packages}`);
    process.exit(1);
  }
}
