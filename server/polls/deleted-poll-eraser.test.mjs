import { describe, expect, it } from "vitest";
import { createDeletedPollEraser } from "./deleted-poll-eraser.mjs";

/** An eraser whose erasures are counted, and which fails as the test says. */
function countingEraser(failures = /** @type {Error[]} */ ([])) {
  const counted = { erasures: 0, logged: /** @type {string[]} */ ([]) };
  const eraser = createDeletedPollEraser({
    erase: async () => {
      counted.erasures += 1;
      const failure = failures.shift();
      if (failure) throw failure;
    },
    delayMs: 60_000,
    log: (message) => counted.logged.push(message),
  });
  return { eraser, counted };
}

describe("the deleted-poll eraser", () => {
  it("erases once for the deletions made before it runs, and not without a deletion", async () => {
    const { eraser, counted } = countingEraser();
    await eraser.flush();
    expect(counted.erasures).toBe(0);
    eraser.deleted();
    eraser.deleted();
    await eraser.flush();
    expect(counted.erasures).toBe(1);
    await eraser.flush();
    expect(counted.erasures).toBe(1);
    await eraser.close();
  });

  it("tries again when the database was away, and reports any other failure", async () => {
    const away = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    const { eraser, counted } = countingEraser([away, new Error("disk full")]);
    eraser.deleted();
    await eraser.flush();
    // Still waiting to be done.
    await eraser.flush();
    expect(counted.erasures).toBe(2);
    expect(counted.logged).toEqual(["Erasing deleted polls failed: disk full"]);
    await eraser.close();
  });

  it("erases nothing once closed", async () => {
    const { eraser, counted } = countingEraser();
    await eraser.close();
    eraser.deleted();
    await eraser.flush();
    expect(counted.erasures).toBe(0);
  });
});
