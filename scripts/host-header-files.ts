import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { listClientFiles } from "./client-files";
import { buildHostHeaderRules, formatHeadersFile, formatNginxConfig, notFoundFile } from "#server/host-headers";

export const headersFile = "_headers";
export const nginxFile = path.join("nginx", "security-headers.conf");

/**
 * Writes build/client/_headers (Netlify, Cloudflare Pages) and build/nginx/security-headers.conf
 * from the same functions the Node server uses, with each page's own inline-script hashes.
 * Runs after every other file of the client build exists, so each gets its rule.
 */
export async function writeHostHeaderFiles(
  buildDirectory: string,
  pagePaths: readonly string[],
  analytics: boolean,
): Promise<void> {
  const clientDir = path.join(buildDirectory, "client");
  const pages = await Promise.all(
    pagePaths.map(async (pagePath) => ({
      path: pagePath,
      html: await readFile(path.join(clientDir, pagePath, "index.html"), "utf8"),
    })),
  );
  const files = (await listClientFiles(clientDir)).filter((file) => file !== headersFile).map((file) => `/${file}`);
  const notFoundHtml = await readFile(path.join(clientDir, notFoundFile), "utf8");
  const rules = buildHostHeaderRules({ pages, notFoundHtml, files, analytics });

  await writeFile(path.join(clientDir, headersFile), formatHeadersFile(rules));
  await mkdir(path.join(buildDirectory, "nginx"), { recursive: true });
  await writeFile(path.join(buildDirectory, nginxFile), formatNginxConfig(rules));
}
