// @vitest-environment jsdom
// (a browser, so the test can watch XMLHttpRequest as well as fetch)
import { describe, expect, it, vi } from "vitest";
import { recordToSharedFeed } from "~/kernel/records/domain/shared-feed";

const now = new Date("2025-06-01T12:00:00.000Z");

describe("recordToSharedFeed", () => {
  it("keeps the decision in the browser: resolves false without any request", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const xhrSpy = vi.spyOn(XMLHttpRequest.prototype, "open");
    const shared = await recordToSharedFeed({
      result: "A",
      choices: ["A", "B"],
      category: "Quick Decision",
      page: "/",
      timestamp: now.toISOString(),
    });
    expect(shared).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(xhrSpy).not.toHaveBeenCalled();
  });
});
