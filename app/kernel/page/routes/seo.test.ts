import { describe, expect, it } from "vitest";
import { buildPageHead, formatTitle } from "~/kernel/page/routes/seo";

describe("formatTitle", () => {
  it("appends the site name", () => {
    expect(formatTitle("Templates")).toBe("Templates | AI Decision Maker");
  });

  it("leaves a title that already names the site alone", () => {
    expect(formatTitle("AI Decision Maker – pick for me")).toBe("AI Decision Maker – pick for me");
  });
});

describe("buildPageHead", () => {
  it("gives the home page WebApplication structured data and a canonical URL", () => {
    const head = buildPageHead({ title: "Home", description: "d", path: "/", kind: "WebApplication" });
    expect(head).toContainEqual({ tagName: "link", rel: "canonical", href: "https://ai-decision-maker.example/" });
    const jsonLd = head.find((tag) => "script:ld+json" in tag) as { "script:ld+json": { "@type": string } };
    expect(jsonLd["script:ld+json"]["@type"]).toBe("WebApplication");
  });

  it("marks other pages as WebPage with social card tags", () => {
    const head = buildPageHead({ title: "Weighted", description: "Pick by weight", path: "/weighted" });
    const jsonLd = head.find((tag) => "script:ld+json" in tag) as { "script:ld+json": { "@type": string } };
    expect(jsonLd["script:ld+json"]["@type"]).toBe("WebPage");
    expect(head).toContainEqual({ property: "og:url", content: "https://ai-decision-maker.example/weighted" });
    expect(head).toContainEqual({ name: "twitter:description", content: "Pick by weight" });
  });
});
