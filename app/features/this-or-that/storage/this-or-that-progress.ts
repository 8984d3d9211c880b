import { chooseCheckPairs, type CheckAnswer } from "~/features/this-or-that/domain/double-check";
import { mergeInsertionStep, type Answer } from "~/features/this-or-that/domain/merge-insertion";
import { findOptionsProblem } from "~/features/this-or-that/domain/options-check";
import type { Progress } from "~/features/this-or-that/domain/this-or-that-session";
import { getLocalStorage, subscribeToOtherTabs } from "~/kernel/store/storage/local-storage";

export const thisOrThatProgressKey = "this-or-that-progress";
export const progressBackupKeyPrefix = "this-or-that-progress-backup-";

export type RestoredProgress = { progress: Progress | null; damaged: boolean };

const isIndex = (value: unknown, count: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < count;

function readAnswer(value: unknown, count: number): Answer | null {
  if (typeof value !== "object" || value === null) return null;
  const { preferred, other, byChance } = value as Record<string, unknown>;
  if (!isIndex(preferred, count) || !isIndex(other, count) || typeof byChance !== "boolean") return null;
  return { preferred, other, byChance };
}

/** Restore on read: the stored progress if every part of it still fits together, else `damaged` (never guessed at). */
export function restoreProgress(raw: string | null): RestoredProgress {
  if (raw === null) return { progress: null, damaged: false };
  const damaged = { progress: null, damaged: true };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return damaged;
  }
  if (typeof value !== "object" || value === null) return damaged;
  const { options, answers, checks, recorded } = value as Record<string, unknown>;
  if (!Array.isArray(options) || !options.every((option) => typeof option === "string")) return damaged;
  if (findOptionsProblem(options) !== null || !Array.isArray(answers) || typeof recorded !== "boolean") return damaged;
  const readAnswers = answers.map((answer) => readAnswer(answer, options.length));
  if (readAnswers.some((answer) => answer === null)) return damaged;
  const step = mergeInsertionStep(options.length, readAnswers as Answer[]);
  if (step.status === "mismatch") return damaged;
  let readChecks: CheckAnswer[] | null = null;
  if (checks !== null) {
    if (step.status !== "done" || !Array.isArray(checks)) return damaged;
    const pairs = chooseCheckPairs(step.ranking, readAnswers as Answer[]);
    const fits =
      checks.length <= pairs.length &&
      checks.every((check, i) => check === null || check === pairs[i]?.upper || check === pairs[i]?.lower);
    if (!fits) return damaged;
    readChecks = checks as CheckAnswer[];
  }
  return { progress: { options, answers: readAnswers as Answer[], checks: readChecks, recorded }, damaged: false };
}

const listeners = new Set<() => void>();
// Where storage refuses a write, the progress still holds for this page view.
let unsaved: { raw: string | null } | null = null;

/** The raw stored value: a string snapshot keeps `useSyncExternalStore` stable between reads. */
export function readRawProgress(storage = getLocalStorage()): string | null {
  if (unsaved !== null) return unsaved.raw;
  try {
    return storage?.getItem(thisOrThatProgressKey) ?? null;
  } catch {
    return null;
  }
}

/** A backup key named after the time of the write; never one that already holds an earlier backup. */
function findFreeBackupKey(storage: Storage, time: Date): string {
  const base = progressBackupKeyPrefix + time.toISOString();
  let key = base;
  for (let n = 1; storage.getItem(key) !== null; n++) key = `${base}-${n}`;
  return key;
}

/**
 * Stores the progress (null: none). A stored value that cannot be read is first copied to a backup key, so it is
 * kept, not lost. Returns false when the browser refused to keep it: it then holds for this page view only.
 */
export function saveProgress(progress: Progress | null, storage = getLocalStorage(), now = new Date()): boolean {
  const raw = progress === null ? null : JSON.stringify(progress);
  unsaved = { raw };
  let kept = false;
  try {
    if (storage) {
      const stored = storage.getItem(thisOrThatProgressKey);
      if (restoreProgress(stored).damaged && stored !== null) storage.setItem(findFreeBackupKey(storage, now), stored);
      if (raw === null) storage.removeItem(thisOrThatProgressKey);
      else storage.setItem(thisOrThatProgressKey, raw);
      unsaved = null;
      kept = true;
    }
  } catch {
    // Quota or disabled storage: the in-memory copy keeps the progress for this page view.
  }
  listeners.forEach((listener) => listener());
  return kept;
}

export function subscribeToProgress(listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribeTabs = subscribeToOtherTabs(thisOrThatProgressKey, listener);
  return () => {
    listeners.delete(listener);
    unsubscribeTabs();
  };
}
