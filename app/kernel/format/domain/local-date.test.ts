import { describe, expect, it } from "vitest";
import { formatLocalDateTime } from "~/kernel/format/domain/local-date";

// Built from local parts, so the expectations hold in any time zone the tests run in.
const localTime = new Date(2026, 10, 24, 9, 5, 7);

describe("formatLocalDateTime", () => {
  it("writes year first, zero-padded, in local time", () => {
    expect(formatLocalDateTime(localTime)).toBe("2026-11-24 09:05:07");
    expect(formatLocalDateTime(new Date(2030, 0, 1, 0, 0, 0))).toBe("2030-01-01 00:00:00");
  });
});
