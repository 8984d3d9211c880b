import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";

// The favicon's own indigo: it fills the corners where a launcher or iOS draws its own shape.
const iconBackground = "#4f46e5";

/**
 * The PNG icons the web app manifest and iOS ask for, in `<clientDir>/icons/`. A maskable icon
 * and Apple's touch icon must be opaque squares (the platform cuts its own shape); the favicon's
 * mark stays inside the maskable safe zone (the middle 80%), so filling its corners is enough.
 */
export const appIcons = [
  { file: "icon-192.png", size: 192, opaque: false },
  { file: "icon-512.png", size: 512, opaque: false },
  { file: "icon-maskable-512.png", size: 512, opaque: true },
  { file: "apple-touch-icon.png", size: 180, opaque: true },
] as const;

/** Renders every icon from the built favicon.svg, the one source of the site's mark. */
export async function writeAppIcons(clientDir: string): Promise<void> {
  const svg = await readFile(path.join(clientDir, "favicon.svg"));
  await mkdir(path.join(clientDir, "icons"), { recursive: true });
  for (const { file, size, opaque } of appIcons) {
    const rendered = new Resvg(svg, {
      fitTo: { mode: "width", value: size },
      ...(opaque ? { background: iconBackground } : {}),
    }).render();
    await writeFile(path.join(clientDir, "icons", file), rendered.asPng());
  }
}
