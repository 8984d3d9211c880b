import { readdir } from "node:fs/promises";
import path from "node:path";

/** Every file of the client build, as `/`-separated paths relative to it; dot folders such as .vite/ left out. */
export async function listClientFiles(clientDir: string): Promise<string[]> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((file) => !file.split("/").some((part) => part.startsWith(".")))
    .sort();
}
