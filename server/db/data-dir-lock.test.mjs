import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acquireDataDirLock } from "./data-dir-lock.mjs";

describe("the data folder's lock", () => {
  /** @type {string} */
  let folder;
  /** @type {string} */
  let lockFile;
  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), "vote-lock-"));
    lockFile = path.join(folder, "votes.lock");
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("is held by one process, which it names, until released", () => {
    const release = acquireDataDirLock(lockFile);
    expect(JSON.parse(readFileSync(lockFile, "utf8")).pid).toBe(process.pid);
    release();
    expect(existsSync(lockFile)).toBe(false);
    acquireDataDirLock(lockFile)();
  });

  it("refuses a second server while the first one runs", () => {
    // A process that is alive: this test's parent (vitest's main process) holds nothing, but is running.
    writeFileSync(lockFile, JSON.stringify({ pid: process.ppid, startTime: null }));
    expect(() => acquireDataDirLock(lockFile)).toThrow(/Another server \(process \d+\) is using the vote database/);
  });

  it("takes over a lock left by a process that has died", () => {
    const dead = spawnSync(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" });
    writeFileSync(lockFile, JSON.stringify({ pid: Number(dead.stdout.trim()), startTime: "1" }));
    const release = acquireDataDirLock(lockFile);
    expect(JSON.parse(readFileSync(lockFile, "utf8")).pid).toBe(process.pid);
    release();
  });

  it.skipIf(!existsSync("/proc/self/stat"))(
    "takes over a lock whose process number now belongs to a later process",
    () => {
      // The parent is running, but started at another time than the one recorded.
      writeFileSync(lockFile, JSON.stringify({ pid: process.ppid, startTime: "1" }));
      acquireDataDirLock(lockFile)();
    },
  );

  it("takes over a lock left half-written", () => {
    writeFileSync(lockFile, '{"pid":');
    acquireDataDirLock(lockFile)();
  });
});
