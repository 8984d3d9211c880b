import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ToolGroupId, ToolPath } from "~/site-pages";

interface NavigationLink<Path extends string> {
  to: Path;
  label: MessageDescriptor;
}

// The header's links, words from the shell's catalog. Not read from app/site-pages.ts, whose list of every page, its
// module and its catalogs would otherwise travel in the script of every page (navigation.test.ts keeps the two alike).
export const navigationGroups: readonly {
  id: ToolGroupId;
  label: MessageDescriptor;
  tools: NavigationLink<ToolPath>[];
}[] = [
  {
    id: "pick-one",
    label: msg`Pick one`,
    tools: [
      { to: "/", label: msg`Quick Pick` },
      { to: "/weighted", label: msg`Weighted` },
      { to: "/ai-reasoning", label: msg`AI Reasoning` },
      { to: "/battle-royale", label: msg`Battle Royale` },
      { to: "/templates", label: msg`Templates` },
    ],
  },
  {
    id: "several",
    label: msg`Several winners or teams`,
    tools: [
      { to: "/draw", label: msg`Draw` },
      { to: "/teams", label: msg`Teams` },
      { to: "/verify", label: msg`Verify a Draw` },
    ],
  },
  {
    id: "think",
    label: msg`Think it through`,
    tools: [
      { to: "/this-or-that", label: msg`This or That` },
      { to: "/decision-matrix", label: msg`Matrix` },
      { to: "/vote", label: msg`Group Vote` },
    ],
  },
];

export const historyLink: NavigationLink<"/history"> = { to: "/history", label: msg`History` };
