import { describe, expect, it } from "vitest";
import { pendingTemplateKey, savePendingTemplate, takePendingTemplate } from "~/kernel/lists/storage/pending-template";

describe("the pending template", () => {
  it("hands choices over once and is removed after it is read", () => {
    expect(savePendingTemplate(["Tea", "Coffee"])).toBe(true);
    expect(takePendingTemplate()).toEqual(["Tea", "Coffee"]);
    expect(localStorage.getItem(pendingTemplateKey)).toBeNull();
    expect(takePendingTemplate()).toBeNull();
  });

  it("accepts a bare array of choices", () => {
    localStorage.setItem(pendingTemplateKey, JSON.stringify(["a", "b"]));
    expect(takePendingTemplate()).toEqual(["a", "b"]);
  });

  it("ignores garbled values and drops non-string choices, removing the key either way", () => {
    localStorage.setItem(pendingTemplateKey, "{oops");
    expect(takePendingTemplate()).toBeNull();
    expect(localStorage.getItem(pendingTemplateKey)).toBeNull();
    localStorage.setItem(pendingTemplateKey, JSON.stringify({ choices: ["ok", 7, null, { x: 1 }, "fine"] }));
    expect(takePendingTemplate()).toEqual(["ok", "fine"]);
    localStorage.setItem(pendingTemplateKey, JSON.stringify({ choices: [1, 2] }));
    expect(takePendingTemplate()).toBeNull();
  });

  it("reports refusal instead of throwing when storage is unavailable", () => {
    expect(savePendingTemplate(["a"], null)).toBe(false);
    expect(takePendingTemplate(null)).toBeNull();
  });
});
