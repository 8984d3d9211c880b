import { test as base, expect } from "@playwright/test";

export const sitePages = [
  { path: "/", heading: "Can’t decide? Let AI Decision Maker pick.", jsonLdType: "WebApplication" },
  { path: "/history", heading: "Your Decision History", jsonLdType: "WebPage" },
  { path: "/templates", heading: "Decision Templates", jsonLdType: "WebPage" },
  { path: "/weighted", heading: "Weighted Decision", jsonLdType: "WebPage" },
  { path: "/ai-reasoning", heading: "AI Reasoning", jsonLdType: "WebPage" },
  { path: "/battle-royale", heading: "Battle Royale", jsonLdType: "WebPage" },
  { path: "/privacy-policy", heading: "Privacy Policy", jsonLdType: "WebPage" },
  { path: "/terms-of-service", heading: "Terms of Service", jsonLdType: "WebPage" },
  { path: "/cookie-policy", heading: "Cookie Policy", jsonLdType: "WebPage" },
  { path: "/decision-making-guide", heading: null, jsonLdType: "WebPage" },
  { path: "/how-it-works", heading: "How is this fair?", jsonLdType: "WebPage" },
] as const;

export const declinedConsent = JSON.stringify({ analytics: false, date: "2026-11-01T10:00:00.000Z" });

interface Fixtures {
  /** localStorage entries written before any page script runs; cookie consent is settled unless a test says otherwise. */
  storage: Record<string, string>;
  /** console.error messages a test expects (matched by substring); any other one fails the test. */
  expectedConsoleErrors: string[];
}

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
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    await use(page);
    const unexpected = errors.filter((text) => !expectedConsoleErrors.some((expected) => text.includes(expected)));
    expect(unexpected, "console errors").toEqual([]);
  },
});

export { expect };
