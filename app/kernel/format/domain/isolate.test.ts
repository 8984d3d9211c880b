import { describe, expect, it } from "vitest";
import { isolate } from "~/kernel/format/domain/isolate";

describe("isolate", () => {
  it("wraps typed text in a first-strong isolate and its pop, and changes nothing inside", () => {
    expect(isolate("أحمد 2")).toBe("\u2068أحمد 2\u2069");
    expect([...isolate("Ann")]).toEqual(["\u2068", "A", "n", "n", "\u2069"]);
  });
});
