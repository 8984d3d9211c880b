import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cookieConsentKey } from "~/features/site/storage/cookie-consent";

const consent = (analytics: boolean) => JSON.stringify({ analytics, date: "2026-11-01T00:00:00.000Z" });

async function renderLoader(measurementId: string | undefined) {
  vi.resetModules();
  vi.doMock("~/kernel/page/domain/site-config", () => ({ analyticsMeasurementId: measurementId }));
  const { AnalyticsLoader } = await import("~/features/site/components/analytics-loader");
  render(<AnalyticsLoader />);
  return document.querySelectorAll("script[data-analytics]").length;
}

describe("the analytics loader", () => {
  afterEach(() => {
    vi.doUnmock("~/kernel/page/domain/site-config");
    document.querySelectorAll("script[data-analytics]").forEach((script) => script.remove());
  });

  it("loads analytics with consent and a configured id", async () => {
    localStorage.setItem(cookieConsentKey, consent(true));
    expect(await renderLoader("G-TEST123")).toBe(1);
  });

  it("loads nothing without consent", async () => {
    localStorage.setItem(cookieConsentKey, consent(false));
    expect(await renderLoader("G-TEST123")).toBe(0);
  });

  it("loads nothing before the visitor chose", async () => {
    expect(await renderLoader("G-TEST123")).toBe(0);
  });

  it("loads nothing in a build without a measurement id, even with consent", async () => {
    localStorage.setItem(cookieConsentKey, consent(true));
    expect(await renderLoader(undefined)).toBe(0);
  });
});
