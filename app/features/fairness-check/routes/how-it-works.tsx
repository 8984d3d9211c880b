import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/how-it-works";
import type { StylesheetHandle } from "~/kernel/page/components/page-stylesheets";
import howItWorksStylesheet from "~/features/fairness-check/how-it-works.css?url";
import { FairnessCheck } from "~/features/fairness-check/components/fairness-check";
import { pageHead } from "~/kernel/page/routes/seo";
import { languageOfPath, localizedPath } from "~/i18n/languages";

export const handle: StylesheetHandle = { stylesheets: [howItWorksStylesheet] };

export const meta: Route.MetaFunction = ({ matches }) => pageHead(matches);

/** The address of one of the site's pages in the language of the page being read. */
function useLocalPath(): (path: string) => string {
  const language = languageOfPath(useLocation().pathname).code;
  return (path) => localizedPath(path, language);
}

export default function HowItWorksPage() {
  const { t } = useLingui();
  return (
    <article className="prose how-it-works">
      <h1>{t`How is this fair?`}</h1>
      <p className="lead">
        <Trans>
          Every pick on this site is drawn in your browser from its cryptographic random generator, in a way that gives
          each option exactly the chance it should have. Here is how, in plain words, and a check you can run yourself.
        </Trans>
      </p>

      <HowPicksStayFair />
      <DrawsAndVotesYouCanCheck />

      <section aria-labelledby="reading-the-check">
        <h2 id="reading-the-check">{t`Reading the check below`}</h2>
        <p>
          <Trans>
            A fair draw does not give perfectly equal counts: with 100,000 draws among 6 options, each option comes up
            about 16,667 times, give or take a hundred or so. The check measures how far the counts are from that, with
            the <strong>chi-square statistic</strong>: the sum, over the options, of (observed − expected)² ÷ expected.
            The <strong>degrees of freedom</strong> are the number of options minus one.
          </Trans>
        </p>
        <p>
          <Trans>
            The <strong>p-value</strong> says how often a perfectly fair generator gives counts at least this far from
            expected. Values anywhere between 0 and 1 are normal, and a fair generator gives a p-value below 0.001 about
            once in a thousand runs, so one low value is a reason to run the check again, not proof of bias. A real bias
            would keep the p-value low run after run, and more draws would make it lower still.
          </Trans>
        </p>
      </section>

      <FairnessCheck />
    </article>
  );
}

/** Where the randomness comes from, and how each tool turns it into an exactly fair pick. */
function HowPicksStayFair() {
  const { t } = useLingui();
  const localPath = useLocalPath();
  return (
    <>
      <section aria-labelledby="where-randomness-comes-from">
        <h2 id="where-randomness-comes-from">{t`Where the randomness comes from`}</h2>
        <p>
          <Trans>
            Your browser has a cryptographic random number generator, the same one it uses to make encryption keys. It
            is seeded by your operating system from unpredictable events in the hardware, and it is built so that
            nobody, not even someone who has seen millions of earlier numbers, can predict the next one.
          </Trans>
        </p>
        <p>
          <Trans>
            AI Decision Maker asks that generator (through the Web Crypto API, <code>crypto.getRandomValues</code>) for
            whole numbers from 0 to 4,294,967,295, fetching a thousand at a time. It never uses the quicker, predictable
            kind of random number that many web pages use, and nothing is fetched from a server: the draw happens on
            your device.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="rejection-sampling">
        <h2 id="rejection-sampling">{t`Turning a random number into a fair pick`}</h2>
        <p>
          <Trans>
            The generator gives numbers in a fixed range, but you might have 6 options, or 7, or 23. The obvious trick,
            taking the remainder after dividing by the number of options, is very slightly unfair, and it is easiest to
            see with small numbers.
          </Trans>
        </p>
        <p>
          <Trans>
            Imagine a random byte, a number from 0 to 255, and 6 options. There are 256 possible values, and 256 = 6 ×
            42 + 4. Taking the remainder after dividing by 6, the values 0 to 251 cover every option exactly 42 times,
            but the last four values, 252 to 255, land on options 1 to 4 once more. Options 1 to 4 would win 43 times in
            256, options 5 and 6 only 42 times.
          </Trans>
        </p>
        <p>
          <Trans>
            The fix is called <strong>rejection sampling</strong>: if the number is one of those last four, throw it
            away and draw again. Every number that is kept falls into one of 42 complete rounds of 6, so each option has
            exactly 42 chances in 252, which is exactly 1 in 6. The site does the same with its 32-bit numbers, where a
            redraw is needed very rarely: for 6 options, 4 times in 4,294,967,296.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="weights">
        <h2 id="weights">{t`How weights give exactly their share`}</h2>
        <p>
          <Trans>
            In a <Link to={localPath("/weighted")}>weighted pick</Link>, the weights are added up and one whole number
            is drawn fairly from 0 to the total minus one. Each option owns as many of those numbers as its weight. With
            weights 1, 3 and 6 the total is 10: the number 0 belongs to the first option, 1 to 3 to the second and 4 to
            9 to the third. So the options win with chances of exactly 1 in 10, 3 in 10 and 6 in 10: always weight
            divided by total, with no rounding.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="tournament-byes">
        <h2 id="tournament-byes">{t`Why tournament byes are drawn at random`}</h2>
        <p>
          <Trans>
            In a <Link to={localPath("/battle-royale")}>Battle Royale</Link>, every match is a fair 50/50 draw. But a
            knockout bracket only works for 2, 4, 8, 16 and so on, so with 5 contestants the bracket has 8 places and 3
            of them are byes: a free pass through the first round.
          </Trans>
        </p>
        <p>
          <Trans>
            A contestant with a bye needs to win only 2 matches, a chance of 1 in 4; one without a bye needs 3, a chance
            of 1 in 8. If the byes went to the first names on the list, the list order would decide who is favoured. So
            the whole bracket, byes included, is shuffled at random. Each contestant gets a bye with a chance of 3 in 5,
            and the sums work out: 3/5 × 1/4 + 2/5 × 1/8 = 1/5. Every one of N contestants wins with a chance of exactly
            1 in N.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="this-or-that-chance">
        <h2 id="this-or-that-chance">{t`What is random in This or That`}</h2>
        <p>
          <Trans>
            <Link to={localPath("/this-or-that")}>This or That</Link> ranks your options from your own answers, and
            nothing else: which two options it asks about next is worked out from the answers so far (by merge-insertion
            sorting, which needs at most 22 questions for 10 options), not drawn. The one random step is “I can’t
            choose”: that pair is then settled by a fair draw, exactly 1 in 2 each way, from the same generator as every
            other pick. The ranking remembers which places were settled that way and says so next to them.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="decision-matrix-randomness">
        <h2 id="decision-matrix-randomness">{t`What is random in the decision matrix`}</h2>
        <p>
          <Trans>
            Nothing in the <Link to={localPath("/decision-matrix")}>decision matrix</Link>’s ranking is drawn: it is
            worked out from your scores and importances, and the same matrix always gives the same ranking, the same
            explanation and the same ranges of importance in which the winner stays first. Those ranges are solved
            exactly, not estimated.
          </Trans>
        </p>
        <p>
          <Trans>
            Only the robustness figure, “wins in 87% of variations”, is random. It tries 10,000 variations of your
            matrix; in each, every importance moves down one step, stays or moves up one step, each with a chance of 1
            in 3 drawn from the same cryptographic generator as every other draw on the site, and kept within 0 to 5.
            The figure counts the variations in which your winner still comes first, so it can differ by a point or so
            each time it is worked out.
          </Trans>
        </p>
      </section>
    </>
  );
}

/** What a verifiable draw proves, and how a group vote is counted and what our server sees. */
function DrawsAndVotesYouCanCheck() {
  const { t } = useLingui();
  const localPath = useLocalPath();
  return (
    <>
      <section aria-labelledby="verifiable-draws">
        <h2 id="verifiable-draws">{t`What a verifiable draw proves`}</h2>
        <p>
          <Trans>
            A giveaway on <Link to={localPath("/draw")}>/draw</Link> or a split on{" "}
            <Link to={localPath("/teams")}>/teams</Link> can be made verifiable, so that people who were not there can
            check the host did not pick the result. Before drawing, the page writes a short statement: the list’s
            fingerprint (its SHA-256), how many winners and alternates (or teams), the fingerprint of a secret only the
            host holds, and where a public value will come from: lottery numbers, a drand round or a Bitcoin block, a
            value nobody can know yet. The host publishes the statement where its date shows, before that value exists.
            After the draw, the receipt reveals the secret, and anyone can check it on{" "}
            <Link to={localPath("/verify")}>/verify</Link> or with a short Node script, even offline.
          </Trans>
        </p>
        <p>
          <Trans>
            A receipt that verifies proves that the winners follow, by a published algorithm, from that list, that
            secret and that public value, and that none of them changed after the statement was written: no name added
            or joined, no number moved, no public value spelt another way. It does not prove on its own that the
            statement was published in time: the verdict shows the statement to compare with the one the host published,
            and says where to check the public value. Without a public value, the host knew the result as soon as the
            secret was drawn and could have drawn again until they liked it; the verdict says so. Receipts made before
            version 4 commit to less (the public value’s spelling and the version, and in versions 1 and 2 how many
            winners and alternates), and their verdict says that too.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="group-votes">
        <h2 id="group-votes">{t`How a group vote is counted, and what our server sees`}</h2>
        <p>
          <Trans>
            A <Link to={localPath("/vote")}>group vote</Link> is counted in each participant’s browser, not on our
            server: approval by the number of approvals, a ranked vote by Ranked Pairs (with what instant-runoff and
            Borda would have chosen shown beside it), a score vote by STAR (the scores, then a runoff between the top
            two). “Check the count” counts every ballot again and lists them by fingerprint, so you can see yours is in,
            exactly as cast. A tie is settled by a fair draw that every browser makes the same way: it is seeded by a
            hash of the poll and its ballots, with nothing anyone can choose, and the result says when a draw decided
            it.
          </Trans>
        </p>
        <p>
          <Trans>
            The question, the options, names and ballots are encrypted in your browser (AES-GCM) under a key that
            travels only in the link after the <code>#</code>, which browsers never send to a server. While results are
            hidden, ballots are also encrypted to the organiser’s key, so other participants cannot read them before the
            reveal. Our server stores only that ciphertext, random identifiers, times and counts (when the poll was
            made, closed, revealed and expires; how many ballots; no ballot keeps a time of its own) and SHA-256 hashes
            of the organiser’s and each ballot’s secret token, which it compares in constant time. Addresses are used
            only to limit requests, in memory; a poll is deleted 30 days after it closes by default (one year at most),
            or when its organiser deletes it.
          </Trans>
        </p>
      </section>
    </>
  );
}
