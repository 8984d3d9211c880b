import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/privacy-policy";
import { defaultLanguage, languageOfPath, localizedPath, type LanguageCode } from "~/i18n/languages";
import { analyticsMeasurementId } from "~/kernel/page/domain/site-config";
import { pageHead } from "~/kernel/page/routes/seo";

// The policy says what this build does (docs/product-rules.md, Consent): without a measurement id there is no
// analytics, no cookie and no banner; with one, analytics loads only once the visitor allowed it.
const withAnalytics = analyticsMeasurementId !== undefined;

export const meta: Route.MetaFunction = ({ matches }) => pageHead(matches);

/** The language of the page being read, for its links to the other policies. */
function usePageLanguage(): LanguageCode {
  return languageOfPath(useLocation().pathname).code;
}

export default function PrivacyPolicyPage() {
  const { t } = useLingui();
  const language = usePageLanguage();
  return (
    <article className="prose">
      <h1>{t`Privacy Policy`}</h1>
      {/* A translation binds no one more or less than the English text it renders. */}
      {language !== defaultLanguage.code && (
        <p>
          <Trans>
            This page is a translation. Where it differs from the{" "}
            <Link to="/privacy-policy" hrefLang="en">
              English Privacy Policy
            </Link>
            , the English text prevails.
          </Trans>
        </p>
      )}
      <p className="lead">
        <Trans>
          The short version: AI Decision Maker works entirely in your browser. Your options, your picks and your
          decision history stay on your device, in this browser. Group votes are the one thing our server keeps, and it
          keeps them encrypted so that it cannot read them. We have no accounts and nothing to sell.
        </Trans>
      </p>
      <p>
        <strong>
          <Trans>Last updated: 27 November 2026</Trans>
        </strong>
      </p>

      <WhoWeAreAndWhatWeCollect />
      <StoredInYourBrowser />
      {withAnalytics ? <OptionalAnalytics /> : <NoAnalytics />}

      <WhoSeesItAndYourChoices />
    </article>
  );
}

/** Section 4 of a build with analytics. */
function OptionalAnalytics() {
  const { t } = useLingui();
  const language = usePageLanguage();
  return (
    <section aria-labelledby="optional-analytics">
      <h2 id="optional-analytics">{t`4. Optional analytics`}</h2>
      <p>
        <Trans>
          This copy of the site can use Google Analytics, which helps whoever runs it understand how it is used (for
          example, which pages are visited). It is off unless you allow analytics cookies in the cookie banner: until
          you choose, and if you decline, the analytics script never loads.
        </Trans>
      </p>
      <p>
        <Trans>
          If you allow it, Google sets its own analytics cookies and receives information about your visit, such as the
          pages you view, your browser type and an approximate location derived from your IP address. It does not
          receive the options you type or the results you get. The site asks for IP anonymisation when it loads
          analytics. Google’s own privacy policy applies to what Google does with that data. See the{" "}
          <Link to={localizedPath("/cookie-policy", language)}>Cookie Policy</Link> for the details.
        </Trans>
      </p>
    </section>
  );
}

/** Section 4 of a build without analytics. */
function NoAnalytics() {
  const { t } = useLingui();
  const language = usePageLanguage();
  return (
    <section aria-labelledby="no-analytics">
      <h2 id="no-analytics">{t`4. No analytics, no cookies`}</h2>
      <p>
        <Trans>
          This copy of the site has no analytics. It loads no analytics script, sets no cookies and requests nothing
          from any other website, so there is nothing to ask your consent for and no cookie banner. A copy of the site
          built with analytics says so here, and loads it only after you allow it. See the{" "}
          <Link to={localizedPath("/cookie-policy", language)}>Cookie Policy</Link> for what is kept in your browser.
        </Trans>
      </p>
    </section>
  );
}

/** Sections 1–2: who we are and what we collect. */
function WhoWeAreAndWhatWeCollect() {
  const { t } = useLingui();
  const language = usePageLanguage();
  return (
    <>
      <section aria-labelledby="who-this-covers">
        <h2 id="who-this-covers">{t`1. Who we are and what this policy covers`}</h2>
        <p>
          <Trans>
            AI Decision Maker is a free web tool that helps you pick one option from a list. You can make a quick random
            pick, a weighted pick, a pick with a short explanation, or run a Battle Royale elimination tournament. You
            can also start from ready-made templates, see a feed of your recent decisions and look back at your personal
            history.
          </Trans>
        </p>
        <p>
          <Trans>
            This policy explains what information the site handles, where it is kept and what you can do about it. It
            applies to this website only. “We” and “us” mean the people who run this site.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="what-we-collect">
        <h2 id="what-we-collect">{t`2. What we collect`}</h2>
        <p>
          <Trans>Nothing that identifies you, and nothing about your decisions. In particular:</Trans>
        </p>
        <ul>
          <li>
            <Trans>There is no sign-up, no account, no login and no profile.</Trans>
          </li>
          <li>
            <Trans>
              The options you type, the weights you set, the results you get and your history are never sent to us or to
              anyone else. The app makes no network calls of its own, except for group votes (below).
            </Trans>
          </li>
          <li>
            <Trans>
              The “AI-styled” explanations are not produced by a remote AI service. They are written from templates by
              code running on your device, so your options never leave your browser to produce them.
            </Trans>
          </li>
          <li>
            <Trans>
              Random picks use your browser’s built-in cryptographic random number generator. No outside service is
              involved.
            </Trans>
          </li>
        </ul>
        <h3 id="group-votes">{t`Group votes`}</h3>
        <p>
          <Trans>
            A group vote (<Link to={localizedPath("/vote", language)}>/vote</Link>) is shared between people, so it is
            kept on our server until it expires. Your browser encrypts the question, the options, each voter’s name and
            each ballot (AES-GCM, with a key made in your browser) before anything is sent. The key travels only in the
            part of the vote’s link after the <code>#</code>, which browsers never send to a server, so we cannot read a
            poll. When results are hidden until the organiser reveals them, ballots are also encrypted to the
            organiser’s key, so other participants cannot read them before the reveal either. For each poll the server
            stores only:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>the encrypted poll and the encrypted ballots (ciphertext);</Trans>
          </li>
          <li>
            <Trans>random identifiers of the poll and of each ballot;</Trans>
          </li>
          <li>
            <Trans>
              times and counts: when the poll was made, closes, closed, was revealed and expires, and how many ballots
              it has (no ballot keeps a time of its own);
            </Trans>
          </li>
          <li>
            <Trans>
              a one-way hash (SHA-256) of the organiser’s secret token and of each ballot’s token, so that only the
              organiser can close, reveal or delete the poll and only your device can change your ballot.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Your IP address is used to limit how many requests one network can make, in the server’s memory only: it is
            forgotten about ten minutes after your last request (or when your live updates stop), and never written to
            the database. A poll and its ballots are deleted 30 days after it closes (the organiser may choose up to one
            year), or at once when its organiser deletes it. Within a minute after that, the database’s files are
            rewritten without them, so that nothing of the poll is left on the server’s disk. Where a site runs its
            votes on a PostgreSQL server rather than the database built in, that server’s journal and any backups of it
            may keep the encrypted poll for as long as its operator sets; without the key, which only the links carry,
            it cannot be read.
          </Trans>
        </p>
        <p>
          <Trans>
            The “recent decisions” feed is built from your own local history. It does not show other people’s decisions,
            and your decisions are not shown to anyone else.
          </Trans>
        </p>
      </section>
    </>
  );
}

/** Sections 5–9: who else sees your data, your choices, children, changes and contact. */
function WhoSeesItAndYourChoices() {
  const { t } = useLingui();
  const language = usePageLanguage();
  return (
    <>
      <section aria-labelledby="who-else-sees-data">
        <h2 id="who-else-sees-data">{t`5. Who else sees your data`}</h2>
        <p>
          <Trans>
            We do not sell, rent or share your data, because we do not have it. Your decisions stay on your device.
          </Trans>
        </p>
        <p>
          <Trans>
            Like any website, the pages have to be delivered to your browser by a web server. The hosting provider that
            delivers the site’s files may keep ordinary technical logs of those requests (such as your IP address, the
            page requested and the time), as web servers generally do. Those requests contain no information about your
            options or decisions, because those never leave your browser.
          </Trans>
        </p>
        <p>
          {withAnalytics ? (
            <Trans>
              The only other party that could receive information is Google, and only if you allow analytics as
              described in section 4.
            </Trans>
          ) : (
            <Trans>No other party receives anything from the site: it loads nothing from any other website.</Trans>
          )}
        </p>
      </section>

      <section aria-labelledby="your-choices">
        <h2 id="your-choices">{t`6. Your choices and control`}</h2>
        <p>
          <Trans>You are in full control of everything the site stores:</Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>See it:</strong> your history page shows your stored decisions. You can also look at the raw
              values in your browser’s developer tools, under local storage for this site.
            </Trans>
          </li>
          <li>
            {withAnalytics ? (
              <Trans>
                <strong>Delete it:</strong> clearing this site’s data (sometimes called “site data” or “cookies and site
                data”) in your browser settings removes your history and any backups, and your cookie choice.
              </Trans>
            ) : (
              <Trans>
                <strong>Delete it:</strong> clearing this site’s data (sometimes called “site data” or “cookies and site
                data”) in your browser settings removes your history and any backups.
              </Trans>
            )}
          </li>
          {withAnalytics && (
            <li>
              <Trans>
                <strong>Change your cookie choice:</strong> use the “Cookie Preferences” link in the footer. It clears
                your stored choice and shows the cookie banner again.
              </Trans>
            </li>
          )}
          <li>
            <Trans>
              <strong>Use it privately:</strong> in a private or incognito window, your browser usually discards local
              storage when you close the window.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Data protection laws may give you rights to access, correct or delete personal data held about you. Since we
            hold no account or personal data about you on any server, there is nothing for us to look up, hand over or
            delete. Everything the site keeps is already in your hands.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="children">
        <h2 id="children">{t`7. Children`}</h2>
        <p>
          <Trans>
            The site is a general-audience tool and does not knowingly collect personal information from anyone,
            including children. Because it has no accounts and stores decisions only in the visitor’s own browser, a
            child using it shares nothing with us. Parents who want to remove stored decisions can clear the site’s data
            in the browser settings.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="changes-to-this-policy">
        <h2 id="changes-to-this-policy">{t`8. Changes to this policy`}</h2>
        <p>
          <Trans>
            If the way the site handles information changes, we will update this page and the “Last updated” date at the
            top. If a change would mean collecting something new, we will say so clearly on the site before it takes
            effect, and anything that needs your consent will ask for it first.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="contact">
        <h2 id="contact">{t`9. Contact`}</h2>
        <p>
          <Trans>
            There is no account or personal data held by us, so there is nothing to request. If you have a question
            about this policy or about how the site handles data, you can raise it through the project’s public
            repository, where the site’s source code is published.
          </Trans>
        </p>
        <p>
          <Trans>
            See also our <Link to={localizedPath("/terms-of-service", language)}>Terms of Service</Link> and{" "}
            <Link to={localizedPath("/cookie-policy", language)}>Cookie Policy</Link>.
          </Trans>
        </p>
      </section>
    </>
  );
}

/** Section 3: what is stored in this browser, key by key. */
function StoredInYourBrowser() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="stored-in-your-browser">
      <h2 id="stored-in-your-browser">{t`3. What is stored in your browser`}</h2>
      <p>
        <Trans>
          To remember your history and your choices, the site uses your browser’s local storage (
          <code>localStorage</code>). This storage lives on your device and is only readable by this site in this
          browser. We cannot see it. The site stores:
        </Trans>
      </p>
      <ul>
        <li>
          <Trans>
            <code>decision-history</code> — your past decisions (the options, the result, which tool you used and when).
            This powers your history and the recent decisions feed.
          </Trans>
        </li>
        <li>
          <Trans>
            <code>decision-history-backup-…</code> — only if a stored history ever turns out to be unreadable (for
            example, damaged), the site sets the unreadable copy aside under a key ending with the time it happened,
            instead of silently throwing it away.
          </Trans>
        </li>
        <li>
          <Trans>
            <code>pending-template</code> — when you choose a template, its options are handed to the home page through
            this key. It is removed as soon as the home page has read it.
          </Trans>
        </li>
        {withAnalytics && (
          <li>
            <Trans>
              <code>cookie-consent</code> — your answer to the cookie banner: whether you allowed analytics, and the
              date you chose.
            </Trans>
          </li>
        )}
        <li>
          <Trans>
            <code>wheel-preferences</code> — how you like decisions shown on the quick and weighted pages: on the wheel
            or on the card, the spin time, and whether the tick sound and the celebration are on.
          </Trans>
        </li>
        <li>
          <Trans>
            <code>decision-matrix</code> — the decision matrix you are working on (options, criteria, scores and
            comparisons), so a reload or a closed tab loses nothing. A saved matrix that cannot be read is copied aside
            under <code>decision-matrix-backup-</code> and the time, never deleted.
          </Trans>
        </li>
        <li>
          <Trans>
            <code>this-or-that-progress</code> — the options and answers of your This or That ranking, so you can pick
            it up after a reload. A stored copy that cannot be read is kept aside under{" "}
            <code>this-or-that-progress-backup-</code> and the time, never deleted.
          </Trans>
        </li>
        <li>
          <Trans>
            <code>vote-organised-polls</code> — the group votes you organised on this device, each with its question and
            its organiser link (which holds the poll’s keys), so you can open them again.
          </Trans>
        </li>
        <li>
          <Trans>
            <code>vote-device-ballots</code> — for each group vote you opened, your ballot’s random id and secret token
            (so this device changes its own ballot instead of adding another), the name and ballot you chose, whether it
            was sent, and whether the result is in your history.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Because this data lives only in this browser, it does not follow you to other browsers or devices, and we
          cannot restore it if it is deleted.
        </Trans>
      </p>
    </section>
  );
}
