import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { waitFor } from "#server/polls/test-http";
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

  it.skipIf(!existsSync("/proc/self/stat"))(
    "takes over a lock held by a process killed but not yet reaped by its parent",
    async () => {
      // The holder runs under a parent that never reaps it (sleep, which the shell becomes): killed, it stays a
      // zombie, with its process number, until that parent ends.
      const holder = `import(${JSON.stringify(new URL("./data-dir-lock.mjs", import.meta.url).href)}).then((lock) => {
        lock.acquireDataDirLock(${JSON.stringify(lockFile)});
        console.log(process.pid);
        setInterval(() => {}, 1000);
      })`;
      const parent = spawn("sh", ["-c", `${JSON.stringify(process.execPath)} -e '${holder}' & exec sleep 600`], {
        stdio: ["ignore", "pipe", "inherit"],
      });
      try {
        let output = "";
        parent.stdout.on("data", (chunk) => (output += chunk));
        const pid = Number(
          await waitFor(() => output.trim(), { timeoutMs: 60_000, what: "the holder to take the lock" }),
        );
        expect(() => acquireDataDirLock(lockFile)).toThrow(/Another server/);
        process.kill(pid, "SIGKILL");
        await waitFor(() => readFileSync(`/proc/${pid}/stat`, "utf8").includes(") Z "), {
          what: "the holder to be a zombie",
        });
        const release = acquireDataDirLock(lockFile);
        expect(JSON.parse(readFileSync(lockFile, "utf8")).pid).toBe(process.pid);
        release();
      } finally {
        parent.kill("SIGKILL");
      }
    },
  );

  it("takes over a lock left half-written", () => {
    writeFileSync(lockFile, '{"pid":');
    acquireDataDirLock(lockFile)();
  });
});
