import { test as base, expect } from "@playwright/test";
import { prerenderedPaths, type SitePath } from "~/site-pages";

/** What each page shows without JavaScript; `satisfies` makes a page added to the site list fail the type check here. */
const pageExpectations = {
  "/": { heading: "Can’t decide? Let AI Decision Maker pick.", jsonLdType: "WebApplication" },
  "/history": { heading: "Your Decision History", jsonLdType: "WebPage" },
  "/templates": { heading: "Decision Templates", jsonLdType: "WebPage" },
  "/weighted": { heading: "Weighted Decision", jsonLdType: "WebPage" },
  "/ai-reasoning": { heading: "AI Reasoning", jsonLdType: "WebPage" },
  "/battle-royale": { heading: "Battle Royale", jsonLdType: "WebPage" },
  "/draw": { heading: "Giveaway Draw", jsonLdType: "WebPage" },
  "/teams": { heading: "Make Teams", jsonLdType: "WebPage" },
  "/this-or-that": { heading: "This or That", jsonLdType: "WebPage" },
  "/decision-matrix": { heading: "Decision Matrix", jsonLdType: "WebPage" },
  "/privacy-policy": { heading: "Privacy Policy", jsonLdType: "WebPage" },
  "/terms-of-service": { heading: "Terms of Service", jsonLdType: "WebPage" },
  "/cookie-policy": { heading: "Cookie Policy", jsonLdType: "WebPage" },
  "/decision-making-guide": { heading: null, jsonLdType: "WebPage" },
  "/how-it-works": { heading: "How is this fair?", jsonLdType: "WebPage" },
  "/verify": { heading: "Verify a Draw", jsonLdType: "WebPage" },
  "/vote": { heading: "Decide Together", jsonLdType: "WebPage" },
} satisfies Record<SitePath, { heading: string | null; jsonLdType: "WebApplication" | "WebPage" }>;

/** Every page of the site (from the one list the router and the prerender read), with what it shows. */
export const sitePages = prerenderedPaths.map((path) => ({ path, ...pageExpectations[path] }));

export const declinedConsent = JSON.stringify({ analytics: false, date: "2026-11-01T10:00:00.000Z" });

interface Fixtures {
  /** localStorage entries written before any page script runs; cookie consent is settled unless a test says otherwise. */
  storage: Record<string, string>;
  /** console.error messages a test expects (matched by substring); any other one fails the test. */
  expectedConsoleErrors: string[];
}

// Journeys act as a visitor does: on what a page shows, as soon as it shows it. A press made before the page's scripts
// run (they start after its first paint) acts once they do (docs/decisions/018-early-presses.md), so nothing here waits
// for them.
export const test = base.extend<Fixtures>({
  storage: [{ "cookie-consent": declinedConsent }, { option: true }],
  expectedConsoleErrors: [[], { option: true }],
  page: async ({ page, storage, expectedConsoleErrors }, use) => {
    await page.addInitScript((entries) => {
      // Seed once per tab, so reloads see what the page itself stored.
      if (sessionStorage.getItem("__seeded")) return;
      sessionStorage.setItem("__seeded", "1");
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    const errors: string[] = [];
    page.on("console", (message) => {
      // A failed load's message does not say what failed to load; its location does.
      const { url } = message.location();
      if (message.type() === "error") errors.push(url ? `${message.text()} (${url})` : message.text());
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    await use(page);
    const unexpected = errors.filter((text) => !expectedConsoleErrors.some((expected) => text.includes(expected)));
    expect(unexpected, "console errors").toEqual([]);
  },
});

export { expect };
