import { ShieldCheck, type IconNode } from "lucide";
import { Link, useLocation } from "react-router";
import { categoryIcons } from "~/kernel/records/components/category-icon";
import { Icon } from "~/kernel/ui/components/icon";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { navigationGroups } from "~/features/site/components/navigation";
import { languageOfPath, localizedPath } from "~/i18n/languages";
import type { ToolGroupId, ToolPath } from "~/site-pages";

/** When to use each group's tools, in one line. */
const whenToUse = {
  "pick-one": msg`One answer from a list: at random, by weight, with a reason, or fought out in a tournament.`,
  several: msg`A giveaway with several winners, or a group split into fair teams, each provably fair.`,
  think: msg`A choice that deserves thought: rank the options, weigh them on what matters to you, or put them to a group vote.`,
} satisfies Record<ToolGroupId, MessageDescriptor>;

interface ToolCard {
  icon: IconNode;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

// Every tool but the quick pick, which is the page this list is on. `satisfies` makes a tool added to the site list
// fail the type check here until it has its card.
const toolCards = {
  "/weighted": {
    icon: categoryIcons.weighted,
    title: msg`Weighted Decision`,
    text: msg`Some options matter more? Give each a weight from 1 to 100.`,
  },
  "/ai-reasoning": {
    icon: categoryIcons.ai,
    title: msg`AI Reasoning`,
    text: msg`Get a pick with a short explanation, written on your device.`,
  },
  "/battle-royale": {
    icon: categoryIcons.battle,
    title: msg`Battle Royale`,
    text: msg`Many options? Let them battle it out in a fair tournament.`,
  },
  "/templates": {
    icon: categoryIcons.template,
    title: msg`Templates`,
    text: msg`Start from ready-made lists for everyday dilemmas.`,
  },
  "/draw": {
    icon: categoryIcons.draw,
    title: msg`Giveaway Draw`,
    text: msg`Draw winners and alternates from up to 100,000 entrants, with tickets for raffles.`,
  },
  "/teams": {
    icon: categoryIcons.teams,
    title: msg`Make Teams`,
    text: msg`Split a group into even teams, balanced by rating, keeping chosen people apart.`,
  },
  "/verify": {
    icon: ShieldCheck,
    title: msg`Verify a Draw`,
    text: msg`Check a verifiable draw or teams from its receipt, in your browser, even offline.`,
  },
  "/this-or-that": {
    icon: categoryIcons.ranking,
    title: msg`This or That`,
    text: msg`Rank your options by answering which of two you prefer, one pair at a time.`,
  },
  "/decision-matrix": {
    icon: categoryIcons.matrix,
    title: msg`Decision Matrix`,
    text: msg`Score options on what matters to you, and see why one comes first.`,
  },
  "/vote": {
    icon: categoryIcons.vote,
    title: msg`Group Vote`,
    text: msg`Decide with others: everyone votes from their own phone, and anyone can recount the result.`,
  },
} satisfies Record<Exclude<ToolPath, "/">, ToolCard>;

/** Every tool, in the groups the navigation has: what a person came to do, and when to use each group's tools. */
export function ExploreTools() {
  const { t, i18n } = useLingui();
  const language = languageOfPath(useLocation().pathname).code;
  return (
    <section className="section" aria-labelledby="explore-tools">
      <h2 id="explore-tools">{t`Explore the tools`}</h2>
      <div className="tool-groups">
        {/* The header's groups (the site list's, in the shell's script already). */}
        {navigationGroups.map(({ id, label, tools }) => (
          <section key={id} className="tool-group" aria-labelledby={`tools-${id}`}>
            <h3 id={`tools-${id}`}>{i18n._(label)}</h3>
            <p className="tool-group-when">{i18n._(whenToUse[id])}</p>
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
  const { i18n } = useLingui();
  return (
    <li>
      <Link to={to} className="card card-link tool-card">
        <Icon icon={icon} className="icon card-icon" />
        <span className="card-title">{i18n._(title)}</span>
        <span className="card-text">{i18n._(text)}</span>
      </Link>
    </li>
  );
}
