/** Why the browser refused to keep a change: its storage for this site is full, or it keeps nothing at all. */
export type StorageFailure = "quota" | "unavailable";

/** The reason, in the words every "could not be saved / deleted / restored / imported" message uses. */
export function describeStorageFailure(reason: StorageFailure): string {
  return reason === "quota"
    ? "your browser’s storage for this site is full"
    : "this browser does not let the site keep a history (storage is disabled or blocked)";
}
