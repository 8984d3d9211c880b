/** Why the browser refused to keep a change: its storage for this site is full, or it keeps nothing at all. */
export type StorageFailure = "quota" | "unavailable";

const blocked = "storage is disabled or blocked";

/** The reason, in the words every "could not be saved / deleted / restored / imported" message uses. */
export function describeStorageFailure(reason: StorageFailure): string {
  return reason === "quota"
    ? "your browser’s storage for this site is full"
    : `this browser does not let the site keep a history (${blocked})`;
}

/** What the History page says where this browser keeps nothing: no decision can be saved. */
export const noHistoryKeptNotice = `This browser does not allow this site to keep a history (${blocked}), so decisions cannot be saved here.`;

/**
 * What a tool says when this browser did not keep its `work`: it keeps `nothing` at all (storage disabled or
 * blocked), or it `refused` a write (most likely full). Either way the work stays until the page is left.
 */
export function describeUnkeptWork(work: string, cause: "nothing" | "refused"): string {
  return cause === "nothing"
    ? `This browser does not let the site keep anything (${blocked}), so ${work} will be gone when you leave the page.`
    : `${work.charAt(0).toUpperCase()}${work.slice(1)} could not be saved in this browser (its storage may be full): it is still here until you leave the page.`;
}
