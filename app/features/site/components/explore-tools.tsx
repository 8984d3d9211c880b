import { ShieldCheck, type IconNode } from "lucide";
import { Link, useLocation } from "react-router";
import { categoryIcons } from "~/kernel/records/components/category-icon";
import { Icon } from "~/kernel/ui/components/icon";
import { useLingui } from "@lingui/react/macro";
import { navigationGroups } from "~/features/site/components/navigation";
import { languageOfPath, localizedPath } from "~/i18n/languages";
import type { ToolGroupId, ToolPath } from "~/site-pages";

/** When to use each group's tools, in one line. */
const whenToUse = {
  "pick-one": "One answer from a list: at random, by weight, with a reason, or fought out in a tournament.",
  several: "A giveaway with several winners, or a group split into fair teams, each provably fair.",
  think:
    "A choice that deserves thought: rank the options, weigh them on what matters to you, or put them to a group vote.",
} satisfies Record<ToolGroupId, string>;

interface ToolCard {
  icon: IconNode;
  title: string;
  text: string;
}

// Every tool but the quick pick, which is the page this list is on. `satisfies` makes a tool added to the site list
// fail the type check here until it has its card.
const toolCards = {
  "/weighted": {
    icon: categoryIcons.weighted,
    title: "Weighted Decision",
    text: "Some options matter more? Give each a weight from 1 to 100.",
  },
  "/ai-reasoning": {
    icon: categoryIcons.ai,
    title: "AI Reasoning",
    text: "Get a pick with a short explanation, written on your device.",
  },
  "/battle-royale": {
    icon: categoryIcons.battle,
    title: "Battle Royale",
    text: "Many options? Let them battle it out in a fair tournament.",
  },
  "/templates": {
    icon: categoryIcons.template,
    title: "Templates",
    text: "Start from ready-made lists for everyday dilemmas.",
  },
  "/draw": {
    icon: categoryIcons.draw,
    title: "Giveaway Draw",
    text: "Draw winners and alternates from up to 100,000 entrants, with tickets for raffles.",
  },
  "/teams": {
    icon: categoryIcons.teams,
    title: "Make Teams",
    text: "Split a group into even teams, balanced by rating, keeping chosen people apart.",
  },
  "/verify": {
    icon: ShieldCheck,
    title: "Verify a Draw",
    text: "Check a verifiable draw or teams from its receipt, in your browser, even offline.",
  },
  "/this-or-that": {
    icon: categoryIcons.ranking,
    title: "This or That",
    text: "Rank your options by answering which of two you prefer, one pair at a time.",
  },
  "/decision-matrix": {
    icon: categoryIcons.matrix,
    title: "Decision Matrix",
    text: "Score options on what matters to you, and see why one comes first.",
  },
  "/vote": {
    icon: categoryIcons.vote,
    title: "Group Vote",
    text: "Decide with others: everyone votes from their own phone, and anyone can recount the result.",
  },
} satisfies Record<Exclude<ToolPath, "/">, ToolCard>;

/** Every tool, in the groups the navigation has: what a person came to do, and when to use each group's tools. */
export function ExploreTools() {
  const { i18n } = useLingui();
  const language = languageOfPath(useLocation().pathname).code;
  return (
    <section className="section" aria-labelledby="explore-tools">
      <h2 id="explore-tools">Explore the tools</h2>
      <div className="tool-groups">
        {/* The header's groups (the site list's, in the shell's script already). */}
        {navigationGroups.map(({ id, label, tools }) => (
          <section key={id} className="tool-group" aria-labelledby={`tools-${id}`}>
            <h3 id={`tools-${id}`}>{i18n._(label)}</h3>
            <p className="tool-group-when">{whenToUse[id]}</p>
            <ul className="tool-list">
              {tools.flatMap(({ to }) =>
                to === "/" ? [] : [<ToolLink key={to} to={localizedPath(to, language)} {...toolCards[to]} />],
              )}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}

function ToolLink({ to, icon, title, text }: ToolCard & { to: string }) {
  return (
    <li>
      <Link to={to} className="card card-link tool-card">
        <Icon icon={icon} className="icon card-icon" />
        <span className="card-title">{title}</span>
        <span className="card-text">{text}</span>
      </Link>
    </li>
  );
}
