import { chooseCheckPairs, type CheckAnswer } from "~/features/this-or-that/domain/double-check";
import { mergeInsertionStep, type Answer } from "~/kernel/pairs/domain/merge-insertion";
import { findOptionsProblem } from "~/features/this-or-that/domain/options-check";
import type { Progress } from "~/features/this-or-that/domain/this-or-that-session";
import { backupKeys } from "~/kernel/store/storage/backup-keys";
import { createKeyStore } from "~/kernel/store/storage/key-store";

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

/** The stored progress if every part of it still fits together, else undefined (never guessed at). */
function readProgress(value: unknown): Progress | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { options, answers, checks, recorded } = value as Record<string, unknown>;
  if (!Array.isArray(options) || !options.every((option) => typeof option === "string")) return undefined;
  if (findOptionsProblem(options) !== null || !Array.isArray(answers) || typeof recorded !== "boolean")
    return undefined;
  const readAnswers = answers.map((answer) => readAnswer(answer, options.length));
  if (readAnswers.some((answer) => answer === null)) return undefined;
  const step = mergeInsertionStep(options.length, readAnswers as Answer[]);
  if (step.status === "mismatch") return undefined;
  let readChecks: CheckAnswer[] | null = null;
  if (checks !== null) {
    if (step.status !== "done" || !Array.isArray(checks)) return undefined;
    const pairs = chooseCheckPairs(step.ranking, readAnswers as Answer[]);
    const fits =
      checks.length <= pairs.length &&
      checks.every((check, i) => check === null || check === pairs[i]?.upper || check === pairs[i]?.lower);
    if (!fits) return undefined;
    readChecks = checks as CheckAnswer[];
  }
  return { options, answers: readAnswers as Answer[], checks: readChecks, recorded };
}

const progressStore = createKeyStore({
  key: thisOrThatProgressKey,
  empty: null,
  read: readProgress,
  backupKeys: backupKeys(progressBackupKeyPrefix),
});

/** Restore on read: the stored progress, or none and `damaged` when it cannot be read. */
export function restoreProgress(raw: string | null): RestoredProgress {
  const { value, damaged } = progressStore.restore(raw);
  return { progress: value, damaged };
}

/** The raw stored value, or this page view's progress where storage refused it. */
export const readRawProgress = progressStore.readRaw;

/**
 * Stores the progress (null: none); a stored value that cannot be read is first copied to a backup key. Returns false
 * when the browser refused to keep it: it then holds for this page view only.
 */
export function saveProgress(progress: Progress | null, storage?: Storage | null, now?: Date): boolean {
  return progressStore.write(progress, { storage, now }).ok;
}

export const subscribeToProgress = progressStore.subscribe;
