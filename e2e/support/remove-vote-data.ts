import { rmSync } from "node:fs";

/** Playwright's globalTeardown: the test server's vote database, made for this run only, goes with it. */
export default function removeVoteData() {
  const folder = process.env.E2E_VOTE_DATA_DIR;
  if (folder) rmSync(folder, { recursive: true, force: true });
}
