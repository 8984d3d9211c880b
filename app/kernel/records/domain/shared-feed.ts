/** The shared-feed seam: nothing leaves the browser; always resolves false. */
export async function recordToSharedFeed(entry: {
  result: string;
  choices: readonly string[];
  category: string;
  page: string;
  timestamp: string;
}): Promise<boolean> {
  // Kept so callers are already wired if a consented, server-backed feed ever exists.
  void entry;
  return false;
}
