import { describe, expect, it } from "vitest";
import { analyticsScriptOrigin, loadAnalytics } from "~/features/site/components/analytics";

describe("loadAnalytics", () => {
  it("injects exactly one script from the analytics origin, however often it is called", () => {
    loadAnalytics("G-TEST123");
    loadAnalytics("G-TEST123");
    const scripts = document.querySelectorAll("script[data-analytics]");
    expect(scripts).toHaveLength(1);
    const src = new URL((scripts[0] as HTMLScriptElement).src);
    expect(src.origin).toBe(analyticsScriptOrigin);
    expect(src.searchParams.get("id")).toBe("G-TEST123");
    expect(window.dataLayer).toHaveLength(2);
  });
});
