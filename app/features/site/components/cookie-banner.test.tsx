import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cookieConsentKey } from "~/features/site/storage/cookie-consent";
import { prerender } from "~/test/prerender";

/** The banner's module as a build with that measurement id (or none) has it. */
async function bannerOfBuild(measurementId: string | undefined) {
  vi.resetModules();
  vi.doMock("~/kernel/page/domain/site-config", () => ({ analyticsMeasurementId: measurementId }));
  return import("~/features/site/components/cookie-banner");
}

let banner: Awaited<ReturnType<typeof bannerOfBuild>>;

const storedChoice = JSON.stringify({ analytics: false, date: "2026-11-01T10:00:00.000Z" });
const bannerShownClass = "has-cookie-banner";
const documentClasses = () => document.documentElement.classList;

/** Runs the head script as the browser would, before the body is parsed. */
function runFirstPaintScript() {
  const html = renderToString(<banner.CookieBannerFirstPaint />);
  const body = /^<script>([\s\S]*)<\/script>$/.exec(html)?.[1];
  expect(body, "the rendered script").toBeDefined();
  new Function(body as string)();
}

const prerenderBanner = () =>
  prerender(
    <MemoryRouter>
      <banner.CookieBanner />
    </MemoryRouter>,
  );

afterEach(() => {
  documentClasses().remove(bannerShownClass);
  vi.doUnmock("~/kernel/page/domain/site-config");
});

describe("a build without analytics", () => {
  beforeEach(async () => {
    banner = await bannerOfBuild(undefined);
  });

  it("has no banner and no first-paint script: there is nothing to consent to", () => {
    expect(renderToString(<banner.CookieBannerFirstPaint />)).toBe("");
    prerenderBanner().hydrate();
    expect(screen.queryByRole("region", { name: "Cookies and your privacy" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(documentClasses()).not.toContain(bannerShownClass);
  });
});

describe("the banner's first paint, in a build with analytics", () => {
  beforeEach(async () => {
    banner = await bannerOfBuild("G-TEST123");
  });

  it("shows for a visitor with no stored choice", () => {
    runFirstPaintScript();
    expect(documentClasses()).toContain(bannerShownClass);
  });

  it("stays hidden for a visitor who has chosen", () => {
    localStorage.setItem(cookieConsentKey, storedChoice);
    runFirstPaintScript();
    expect(documentClasses()).not.toContain(bannerShownClass);
  });

  it("shows where storage cannot be read, as the page itself then asks again", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    runFirstPaintScript();
    expect(documentClasses()).toContain(bannerShownClass);
  });
});

describe("the prerendered banner, in a build with analytics", () => {
  beforeEach(async () => {
    banner = await bannerOfBuild("G-TEST123");
  });

  it("has its buttons enabled from the first paint (a press before the page runs is kept), and asks once it runs", () => {
    const page = prerenderBanner();
    const buttons = screen.getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual(["Accept All", "Decline", "Preferences", "✕"]);
    for (const button of buttons) expect(button).toBeEnabled();

    page.hydrate();

    for (const name of ["Accept All", "Decline", "Preferences", "Close cookie banner"]) {
      expect(screen.getByRole("button", { name })).toBeEnabled();
    }
    expect(documentClasses()).toContain(bannerShownClass);
  });

  it("goes once the page reads a stored choice", () => {
    localStorage.setItem(cookieConsentKey, storedChoice);
    const page = prerenderBanner();
    expect(screen.getByRole("region", { name: "Cookies and your privacy" })).toBeInTheDocument();

    page.hydrate();

    expect(screen.queryByRole("region", { name: "Cookies and your privacy" })).not.toBeInTheDocument();
    expect(documentClasses()).not.toContain(bannerShownClass);
  });

  it("takes an unreadable stored choice for none and asks", () => {
    localStorage.setItem(cookieConsentKey, "not json");
    prerenderBanner().hydrate();
    expect(screen.getByRole("button", { name: "Decline" })).toBeEnabled();
    expect(documentClasses()).toContain(bannerShownClass);
  });
});
