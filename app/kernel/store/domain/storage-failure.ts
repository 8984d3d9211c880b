/**
 * Why the browser refused to keep a change: its storage for this site is full, or it keeps nothing at all (storage
 * disabled or blocked). Each page says it in its language, beside what could not be kept.
 */
export type StorageFailure = "quota" | "unavailable";
