import { describe, expect, it } from "vitest";
import { mergeInsertionStep, type Answer } from "~/kernel/pairs/domain/merge-insertion";
import type { Progress } from "~/features/this-or-that/domain/this-or-that-session";
import {
  progressBackupKeyPrefix,
  readRawProgress,
  restoreProgress,
  saveProgress,
  thisOrThatProgressKey,
} from "~/features/this-or-that/storage/this-or-that-progress";
import { FakeStorage } from "~/test/fake-storage";

const options = ["Lisbon", "Porto", "Madrid"];

function finished(): Progress {
  const answers: Answer[] = [];
  for (;;) {
    const step = mergeInsertionStep(options.length, answers);
    if (step.status !== "asking") return { options, answers, checks: null, recorded: false };
    const [x, y] = step.pair;
    answers.push({ preferred: Math.min(x, y), other: Math.max(x, y), byChance: false });
  }
}

describe("the This or That progress", () => {
  it("restores what was saved, answers and double-check included", () => {
    const progress = { ...finished(), checks: [], recorded: true };
    expect(restoreProgress(JSON.stringify(progress))).toEqual({ progress, damaged: false });
    expect(restoreProgress(null)).toEqual({ progress: null, damaged: false });
  });

  it("calls damaged anything that does not fit together, rather than guessing", () => {
    const good = finished();
    const damagedValues = [
      "{oops",
      "null",
      "[]",
      JSON.stringify({ ...good, options: ["Lisbon"] }),
      JSON.stringify({ ...good, options: ["Lisbon", "lisbon", "Porto"] }),
      JSON.stringify({ ...good, answers: [{ preferred: 0, other: 7, byChance: false }] }),
      JSON.stringify({ ...good, answers: [{ preferred: 0, other: 2, byChance: "no" }] }),
      JSON.stringify({ ...good, answers: [...good.answers, ...good.answers] }),
      JSON.stringify({ ...good, answers: good.answers.slice(1) }),
      JSON.stringify({ ...good, recorded: "yes" }),
      JSON.stringify({ ...good, answers: [], checks: [] }),
      JSON.stringify({ ...good, checks: [2, 2, 2, 2, 2, 2] }),
    ];
    for (const raw of damagedValues) expect(restoreProgress(raw), raw).toEqual({ progress: null, damaged: true });
  });

  it("keeps a damaged value aside under a backup key before the next write, and loses nothing", () => {
    const storage = new FakeStorage({ [thisOrThatProgressKey]: "{oops" });
    const progress = finished();
    expect(saveProgress(progress, storage, new Date("2026-11-25T06:00:00Z"))).toBe(true);
    expect(storage.dump()).toEqual({
      [thisOrThatProgressKey]: JSON.stringify(progress),
      [`${progressBackupKeyPrefix}2026-11-25T06:00:00.000Z`]: "{oops",
    });
    expect(saveProgress(null, storage)).toBe(true);
    expect(storage.dump()).toEqual({ [`${progressBackupKeyPrefix}2026-11-25T06:00:00.000Z`]: "{oops" });
  });

  it("keeps the progress for this page view when storage refuses it", () => {
    const storage = new FakeStorage();
    storage.failure = "quota";
    const progress = finished();
    expect(saveProgress(progress, storage)).toBe(false);
    expect(readRawProgress(storage)).toBe(JSON.stringify(progress));
    storage.failure = "none";
    expect(saveProgress(null, storage)).toBe(true);
    expect(readRawProgress(storage)).toBeNull();
  });
});
