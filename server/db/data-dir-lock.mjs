// One server process at a time may use an embedded database's folder: two would both write its files and ruin it.
// The lock is a file naming the process that holds it. A lock left by a process that has died (killed, or the
// machine restarted) is taken over; the process is told apart from a later one given the same number by its start
// time, and a dead process whose parent has not reaped it yet from a live one by its state, where the system says
// them (/proc on Linux).
import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The lock files this process holds: a process number alone cannot tell this process from an earlier one. */
const heldHere = new Set();

/**
 * The fields of /proc/PID/stat after the command name (so the state, field 3, is the first), or null where unknown.
 *
 * @param {number} pid
 */
function statOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/**
 * When the process started, in clock ticks since boot (field 22 of /proc/PID/stat), or null where unknown.
 *
 * @param {number} pid
 */
const startTimeOf = (pid) => statOf(pid)?.[19] ?? null;

/**
 * @param {number} pid
 * @param {string | null} startTime
 */
function isRunning(pid, startTime) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EPERM") return false;
  }
  const stat = statOf(pid);
  // A process killed but not yet reaped by its parent (a zombie, Z; or X, being removed) still has its number, and
  // answers the signal test above, but will never write again.
  if (stat?.[0] === "Z" || stat?.[0] === "X") return false;
  const current = stat?.[19] ?? null;
  return startTime === null || current === null || current === startTime;
}

/**
 * Takes the lock, or throws naming the process that holds it.
 *
 * @param {string} lockFile
 * @returns {() => void} releases it
 */
export function acquireDataDirLock(lockFile) {
  if (heldHere.has(lockFile)) {
    throw new Error(`This server already uses the vote database in ${path.dirname(lockFile)}.`);
  }
  const mine = JSON.stringify({ pid: process.pid, startTime: startTimeOf(process.pid) });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx");
      writeFileSync(fd, mine);
      closeSync(fd);
      heldHere.add(lockFile);
      return () => {
        heldHere.delete(lockFile);
        try {
          if (readFileSync(lockFile, "utf8") === mine) rmSync(lockFile);
        } catch {
          // Already gone.
        }
      };
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
    }
    /** @type {{ pid?: unknown, startTime?: unknown }} */
    let holder = {};
    try {
      holder = JSON.parse(readFileSync(lockFile, "utf8"));
    } catch {
      // Unreadable: left half-written by a process killed while taking it.
    }
    const { pid, startTime } = holder;
    if (
      typeof pid === "number" &&
      pid !== process.pid &&
      isRunning(pid, typeof startTime === "string" ? startTime : null)
    ) {
      throw new Error(
        `Another server (process ${pid}) is using the vote database in ${path.dirname(lockFile)}. ` +
          "Stop it first, or give this one another DATA_DIR.",
      );
    }
    rmSync(lockFile, { force: true });
  }
  throw new Error(`Could not take the lock ${lockFile}.`);
}
