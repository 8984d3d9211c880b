import { describe, expect, it } from "vitest";
import { restoreFields } from "~/kernel/store/domain/restore-fields";

describe("restoreFields", () => {
  const defaults = { name: "anon", size: 3, on: false };
  const checks = {
    name: (value: unknown): value is string => typeof value === "string",
    size: (value: unknown): value is number => Number.isInteger(value),
    on: (value: unknown): value is boolean => typeof value === "boolean",
  };

  it("keeps every readable field", () => {
    expect(restoreFields({ name: "Ann", size: 5, on: true }, defaults, checks)).toEqual({
      name: "Ann",
      size: 5,
      on: true,
    });
  });

  it("falls back to its default for each damaged or missing field, and keeps the rest", () => {
    expect(restoreFields({ name: 7, on: true }, defaults, checks)).toEqual({ name: "anon", size: 3, on: true });
    expect(restoreFields({ size: 2.5, extra: "dropped" }, defaults, checks)).toEqual(defaults);
  });

  it("reads anything that is not an object as the defaults, in a copy of its own", () => {
    for (const json of [null, 42, "text", undefined]) {
      const restored = restoreFields(json, defaults, checks);
      expect(restored).toEqual(defaults);
      expect(restored).not.toBe(defaults);
    }
  });
});
