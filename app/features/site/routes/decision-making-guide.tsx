import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/decision-making-guide";
import { languageOfPath, localizedPath } from "~/i18n/languages";
import { pageHead } from "~/kernel/page/routes/seo";

export const meta: Route.MetaFunction = ({ matches }) => pageHead(matches);

type GuideSection = { id: string; title: MessageDescriptor; Body: () => React.JSX.Element };

/** The address of one of the site's pages in the language of the guide being read. */
function useLocalPath(): (path: string) => string {
  const language = languageOfPath(useLocation().pathname).code;
  return (path) => localizedPath(path, language);
}

export default function DecisionMakingGuidePage() {
  const { t, i18n } = useLingui();
  return (
    <article className="prose">
      <h1>{t`The Decision-Making Guide`}</h1>
      <p className="lead">
        <Trans>
          Most of the decisions we agonise over do not deserve the agony, and a few of them deserve much more care than
          we give them. This guide is about telling the two apart, and about a handful of simple techniques that make
          both kinds easier.
        </Trans>
      </p>

      <nav aria-label={t`In this guide`}>
        <ul>
          {guideSections.map(({ id, title }) => (
            <li key={id}>
              <a href={`#${id}`}>{i18n._(title)}</a>
            </li>
          ))}
        </ul>
      </nav>

      {guideSections.map(({ id, title, Body }) => (
        <section key={id} aria-labelledby={id}>
          <h2 id={id}>{i18n._(title)}</h2>
          <Body />
        </section>
      ))}
    </article>
  );
}

function SortYourDecisions() {
  const { t } = useLingui();
  return (
    <>
      <p>
        <Trans>
          Before asking “which option is best?”, it helps to ask a different question: “what kind of decision is this?”
          Two properties matter more than anything else: how reversible the decision is, and how much the outcome
          actually matters.
        </Trans>
      </p>

      <h3>{t`Reversible and irreversible decisions`}</h3>
      <p>
        <Trans>
          Some decisions are like a door you can walk back through. If you pick the wrong restaurant, the wrong film or
          the wrong weekend plan, the cost is an evening, and next time you simply choose differently. Other decisions
          are closer to one-way doors: selling a house, signing a long contract, moving across the world, having
          surgery. Walking back through those is expensive, slow or impossible.
        </Trans>
      </p>
      <p>
        <Trans>
          The mistake people make runs in both directions. We treat reversible decisions as if they were permanent, and
          spend an hour comparing two nearly identical options. Then, tired out, we rush the irreversible ones. A better
          habit is to move quickly on reversible decisions, because you will learn more from trying than from
          deliberating, and to slow down deliberately on the ones you cannot undo.
        </Trans>
      </p>

      <h3>{t`Stakes: how much does it really matter?`}</h3>
      <p>
        <Trans>
          A useful test is to imagine yourself a week, a month and a year from now. Will you remember this decision?
          Will it have changed anything? If the honest answer is “no” for all three, the decision is low-stakes, and the
          time you spend on it is mostly wasted. If the answer is “yes, it will still matter in a year”, it is worth
          gathering information, sleeping on it and talking it through with someone you trust.
        </Trans>
      </p>
      <p>
        <Trans>Put those two questions together and you get a rough map:</Trans>
      </p>
      <ul>
        <li>
          <Trans>
            <strong>Reversible and low-stakes</strong> (lunch, which task to start first, what to watch): decide fast.
            Let chance pick if you are stuck.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Reversible but higher-stakes</strong> (trying a new job role, a hobby, a training plan): pick a
            reasonable option, commit for a set period, and review it.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Irreversible and high-stakes</strong> (big money, health, where to live): take your time, get
            advice, and never hand these over to a random pick.
          </Trans>
        </li>
      </ul>
    </>
  );
}

function WhenToLetChanceDecide() {
  const local = useLocalPath();
  return (
    <>
      <p>
        <Trans>
          Handing a choice to chance can feel irresponsible, but in the right situations it is the most sensible thing
          you can do. Chance is a good tie-breaker when:
        </Trans>
      </p>
      <ul>
        <li>
          <Trans>
            <strong>The options are genuinely close.</strong> If you have compared them honestly and still cannot
            separate them, any further thought is unlikely to find a clear winner. The difference between them is, by
            definition, small.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>The cost of being wrong is low.</strong> A slightly worse dinner is a small price for getting your
            evening back.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Fairness matters more than the outcome.</strong> Who goes first, who gets the window seat, who does
            the washing up: a random draw is hard to argue with, because nobody’s preferences were favoured.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>You want to break a habit.</strong> If you always order the same thing or always suggest the same
            activity, a random pick pushes you to try something new.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Chance is a poor choice when one option is clearly better, when the decision affects other people who should
          have a say, or when the consequences are serious and hard to undo. In those cases, randomness does not remove
          the responsibility; it just hides it.
        </Trans>
      </p>
      <p>
        <Trans>
          If you do let chance decide, make sure it is actually fair. The <Link to={local("/")}>AI Decision Maker</Link>{" "}
          uses your browser’s cryptographic random number generator, so each option in a quick pick has exactly the same
          chance. If some options deserve a better chance than others, a weighted pick lets you say so up front.
        </Trans>
      </p>
    </>
  );
}

function AnalysisParalysis() {
  const { t } = useLingui();
  return (
    <>
      <p>
        <Trans>
          Analysis paralysis is the state of thinking so hard about a choice that you never make it. It usually comes
          from one of three places: fear of regret, the belief that there is a perfect option if only you look hard
          enough, or simply having too many options to hold in your head at once.
        </Trans>
      </p>

      <h3>{t`Set a deadline and a default`}</h3>
      <p>
        <Trans>
          Give the decision a time limit that matches its stakes: two minutes for lunch, a weekend for a holiday
          destination. Then name a default: “if I have not decided by then, I will go with option B.” A deadline turns
          an open-ended worry into a task with an end, and the default means that running out of time still produces a
          decision.
        </Trans>
      </p>

      <h3>{t`Aim for “good enough”`}</h3>
      <p>
        <Trans>
          Psychologists sometimes distinguish between “maximisers”, who try to find the best possible option, and
          “satisficers”, who set a standard and take the first option that meets it. For everyday choices, satisficing
          is usually the better strategy. Decide what “good enough” means before you start looking (“under a certain
          price, close to home, open late”) and stop as soon as something clears that bar.
        </Trans>
      </p>

      <h3>{t`Ask what new information would change your mind`}</h3>
      <p>
        <Trans>
          If you keep researching, ask yourself: “what could I still learn that would change my choice?” If you cannot
          name anything specific, you are no longer gathering information; you are postponing. That is a good moment to
          decide, or to let a coin decide for you.
        </Trans>
      </p>
    </>
  );
}

function WeighingOptions() {
  const { t } = useLingui();
  const local = useLocalPath();
  return (
    <>
      <p>
        <Trans>
          For decisions that deserve some thought, a little structure goes a long way. You do not need a spreadsheet;
          you need to get the considerations out of your head and onto a page where you can see them.
        </Trans>
      </p>

      <h3>{t`Pros and cons, done properly`}</h3>
      <p>
        <Trans>
          The classic pros and cons list is useful, but it has a weakness: it counts items rather than weighing them. A
          job might have ten small pros and one enormous con, and a simple count will mislead you. Two small fixes make
          the list much more honest:
        </Trans>
      </p>
      <ol>
        <li>
          <Trans>
            <strong>Give each item a weight</strong>, say from 1 (minor) to 5 (very important), and compare the totals
            rather than the counts.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Mark the deal-breakers.</strong> Some cons rule an option out no matter how many pros it has.
            Identify those first and remove the options they disqualify.
          </Trans>
        </li>
      </ol>

      <h3>{t`A simple scoring table`}</h3>
      <p>
        <Trans>When you have several options and several things you care about, try this:</Trans>
      </p>
      <ol>
        <li>
          <Trans>List the criteria that matter (cost, time, enjoyment, convenience, and so on).</Trans>
        </li>
        <li>
          <Trans>Give each criterion an importance weight.</Trans>
        </li>
        <li>
          <Trans>Score each option against each criterion.</Trans>
        </li>
        <li>
          <Trans>Multiply and add up. The highest total is your provisional winner.</Trans>
        </li>
      </ol>
      <p>
        <Trans>
          The word “provisional” matters. The point of the exercise is not that the arithmetic is always right. It is
          that the result gives you something to react to. If the winner leaves you disappointed, that feeling is
          information: perhaps a criterion is missing, or a weight is off. Adjust and look again.
        </Trans>
      </p>
      <p>
        <Trans>
          The <Link to={local("/decision-matrix")}>decision matrix</Link> does the arithmetic for you, and then shows
          why the winner won: which criteria carried it, how far each importance could move before another option would
          win, and how often the winner stays first when every importance is nudged at random. If weighting criteria
          directly feels arbitrary, it can also derive the weights from comparing the criteria two at a time.
        </Trans>
      </p>

      <h3>{t`Turning preferences into odds`}</h3>
      <p>
        <Trans>
          Sometimes you lean towards one option but do not want to rule the others out entirely. That is what odds are
          for: give your favourite a weight of 3 and the others a weight of 1, and your favourite gets three times the
          chance of each of the others, without the decision becoming a foregone conclusion. The{" "}
          <Link to={local("/weighted")}>weighted pick</Link> does exactly this.
        </Trans>
      </p>
    </>
  );
}

function CoinFlipTrick() {
  const local = useLocalPath();
  return (
    <>
      <p>
        <Trans>
          One of the oldest decision tricks is also one of the most useful. When you are torn between two options,
          assign one to heads and one to tails, and flip a coin. The trick is not to obey the coin. It is to notice how
          you feel in the moment the result appears.
        </Trans>
      </p>
      <p>
        <Trans>
          If you feel a small flash of relief, the coin landed on the option you wanted. If you feel a twinge of
          disappointment, or catch yourself thinking “best of three?”, you wanted the other one. Either way, you have
          learned something you could not get by thinking in circles: which way you were already leaning.
        </Trans>
      </p>
      <p>
        <Trans>
          The same works with any random pick, not just a coin. Put your options into the{" "}
          <Link to={local("/")}>picker</Link>, press the button, and pay attention to your gut reaction before you look
          at anything else. You are always free to overrule the result; the value was in the reaction.
        </Trans>
      </p>
    </>
  );
}

function ManyOptions() {
  const { t } = useLingui();
  const local = useLocalPath();
  return (
    <>
      <p>
        <Trans>
          Comparing two options is easy. Comparing twelve at once is very hard, because you cannot hold them all in mind
          at the same time. Having many options can feel like freedom, but it often makes choosing slower and leaves you
          less sure you chose well.
        </Trans>
      </p>

      <h3>{t`Cut the list first`}</h3>
      <p>
        <Trans>
          Before comparing in detail, remove anything that fails a deal-breaker or clearly falls below “good enough”. It
          is often possible to get from a dozen options to three or four in a couple of minutes.
        </Trans>
      </p>

      <h3>{t`Use a tournament`}</h3>
      <p>
        <Trans>
          When the list is still long, stop comparing everything with everything and compare in pairs instead. A
          tournament does exactly that: options face each other in small match-ups, and each round eliminates some of
          them until one is left. Each individual comparison is simple, and you never have to rank the whole list at
          once.
        </Trans>
      </p>
      <p>
        <Trans>
          If the options left are all acceptable and you just need one, the{" "}
          <Link to={local("/battle-royale")}>Battle Royale</Link> mode in the AI Decision Maker runs a fair elimination
          tournament for you, knocking options out by chance, round by round, until one winner remains. It makes a long
          list more fun to work through, which is no small thing when you are choosing a film with friends. Watch which
          knock-outs make you wince: like the coin flip trick above, that tells you which options you actually care
          about.
        </Trans>
      </p>

      <h3>{t`Rank by comparing two at a time`}</h3>
      <p>
        <Trans>
          When you want an order rather than a single winner, and you know your own taste better than you can put it in
          numbers, compare two options at a time and let the order build up from your answers. Done cleverly, this takes
          far fewer questions than comparing every pair: ten options need at most 22 answers instead of 45.{" "}
          <Link to={local("/this-or-that")}>This or That</Link> asks you exactly those questions, one pair at a time,
          and explains the ranking with your own answers. Nothing is drawn unless you say you can’t choose.
        </Trans>
      </p>

      <h3>{t`Start from a ready-made list`}</h3>
      <p>
        <Trans>
          Sometimes the hard part is not choosing but thinking of options in the first place. The{" "}
          <Link to={local("/templates")}>decision templates</Link> give you ready-made lists for common dilemmas, such
          as what to eat, what to do at the weekend or which film to watch, and load them straight into the picker.
        </Trans>
      </p>
    </>
  );
}

function GroupDecisions() {
  return (
    <>
      <p>
        <Trans>
          Group decisions add a layer of difficulty: the choice itself, plus the feelings of everyone involved. The
          common failure is not a bad decision but no decision, as everyone politely says “I don’t mind, what do you
          want?” until the evening is gone.
        </Trans>
      </p>
      <ul>
        <li>
          <Trans>
            <strong>Collect options before discussing them.</strong> Ask everyone to suggest one or two options first.
            Discussing as you go tends to favour whoever speaks first or loudest.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Let vetoes go first.</strong> Give each person one veto for things they really cannot do. It is
            faster than debating every preference, and it protects people who would otherwise stay quiet.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Agree on the method before the result.</strong> If the group agrees up front that the random pick is
            final, nobody can feel the process was rigged against them afterwards.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Rotate who decides.</strong> For repeated choices, such as where the team goes for lunch, taking
            turns is simple and fair over time.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          A random pick is especially good for groups because it is neutral. It does not have favourites, and it is
          nobody’s fault if the result is not their first choice. Make it clear that the draw is fair, so the result
          feels legitimate.
        </Trans>
      </p>
    </>
  );
}

function DecisionFatigue() {
  const { t } = useLingui();
  return (
    <>
      <p>
        <Trans>
          Many people notice that their choices get worse as the day goes on: they become more impulsive, or they start
          avoiding decisions and sticking with whatever is easiest. This is often called decision fatigue. The research
          on exactly why it happens is debated, and some well-known findings have not held up well when repeated. The
          everyday experience is common enough, though, that it is worth designing around.
        </Trans>
      </p>
      <h3>{t`Practical ways to decide less`}</h3>
      <ul>
        <li>
          <Trans>
            <strong>Make routine choices once.</strong> A regular breakfast, a set day for the weekly shop or a standard
            work outfit removes dozens of small decisions from your week.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Do important decisions earlier.</strong> If a choice matters, try not to leave it until you are
            tired and hungry at the end of the day.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Delegate the trivial ones.</strong> Let someone else choose, or let chance choose. Saving your
            attention for decisions that matter is a perfectly good reason to flip a coin over dessert.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Write things down.</strong> A short note of what you decided and why means you do not have to
            re-decide it next time. Keeping a history of past picks does the same for small choices.
          </Trans>
        </li>
      </ul>
    </>
  );
}

function Checklist() {
  const local = useLocalPath();
  return (
    <>
      <p>
        <Trans>Next time you are stuck, run through these questions:</Trans>
      </p>
      <ol>
        <li>
          <Trans>Can this decision be undone easily? If yes, decide faster.</Trans>
        </li>
        <li>
          <Trans>Will it matter in a year? If not, give it minutes, not hours.</Trans>
        </li>
        <li>
          <Trans>Are there deal-breakers that remove some options straight away?</Trans>
        </li>
        <li>
          <Trans>What does “good enough” look like here?</Trans>
        </li>
        <li>
          <Trans>Is there any information left that would actually change my mind?</Trans>
        </li>
        <li>
          <Trans>If I flipped a coin right now, which result would I be hoping for?</Trans>
        </li>
        <li>
          <Trans>Are the remaining options close enough that chance would be a fair way to settle it?</Trans>
        </li>
      </ol>
      <p>
        <Trans>
          Good decisions are not about always picking the best option. They are about spending your care where it
          counts, and spending as little as possible everywhere else. When you reach the point where the options are
          close and the stakes are low, <Link to={local("/")}>let the AI Decision Maker pick for you</Link> and get on
          with your day.
        </Trans>
      </p>
    </>
  );
}

const guideSections: GuideSection[] = [
  { id: "sort-your-decisions", title: msg`Start by sorting your decisions`, Body: SortYourDecisions },
  { id: "when-to-let-chance-decide", title: msg`When to let chance decide`, Body: WhenToLetChanceDecide },
  { id: "analysis-paralysis", title: msg`Getting out of analysis paralysis`, Body: AnalysisParalysis },
  { id: "weighing-options", title: msg`Weighing your options`, Body: WeighingOptions },
  { id: "coin-flip-trick", title: msg`The coin flip that reveals your preference`, Body: CoinFlipTrick },
  { id: "many-options", title: msg`When there are too many options`, Body: ManyOptions },
  { id: "group-decisions", title: msg`Deciding as a group`, Body: GroupDecisions },
  { id: "decision-fatigue", title: msg`Decision fatigue and how to save your energy`, Body: DecisionFatigue },
  { id: "checklist", title: msg`A quick checklist`, Body: Checklist },
];
