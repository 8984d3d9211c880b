import { describe, expect, it } from "vitest";
import { historyLink, navigationGroups } from "~/features/site/components/navigation";
import { navigationLinks, toolsByGroup } from "~/site-pages";

// Macros keep each message's English outside a production build: the header's words are the site list's.
describe("the header's navigation", () => {
  it("has the site list's groups and tools, in its order, with its English words", () => {
    expect(
      navigationGroups.map(({ id, label, tools }) => ({
        id,
        label: label.message,
        tools: tools.map(({ to, label }) => ({ to, label: label.message })),
      })),
    ).toEqual(toolsByGroup.map(({ id, label, tools }) => ({ id, label, tools })));
  });

  it("ends with History, the one link outside the groups", () => {
    expect({ to: historyLink.to, label: historyLink.label.message }).toEqual(navigationLinks.at(-1));
  });
});
