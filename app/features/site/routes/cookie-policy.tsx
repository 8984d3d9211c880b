import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/cookie-policy";
import { defaultLanguage, languageOfPath, localizedPath } from "~/i18n/languages";
import { analyticsMeasurementId } from "~/kernel/page/domain/site-config";
import { pageHead } from "~/kernel/page/routes/seo";

// The policy says what this build does (docs/product-rules.md, Consent): without a measurement id it sets no cookie and
// has no banner; with one, analytics loads only once the visitor allowed it.
const withAnalytics = analyticsMeasurementId !== undefined;
// A build with analytics has two more sections before the last ones (what it sets, and how the banner asks).
const removalSection = withAnalytics ? 5 : 4;
const moreInformationSection = withAnalytics ? 6 : 5;

export const meta: Route.MetaFunction = ({ matches }) => pageHead(matches);

export default function CookiePolicyPage() {
  const { t } = useLingui();
  const language = languageOfPath(useLocation().pathname).code;
  return (
    <article className="prose">
      <h1>{t`Cookie Policy`}</h1>
      {/* A translation binds no one more or less than the English text it renders. */}
      {language !== defaultLanguage.code && (
        <p>
          <Trans>
            This page is a translation. Where it differs from the{" "}
            <Link to="/cookie-policy" hrefLang="en">
              English Cookie Policy
            </Link>
            , the English text prevails.
          </Trans>
        </p>
      )}
      <p className="lead">
        <Trans>
          AI Decision Maker keeps what it needs in your browser’s local storage, not on a server (a group vote alone is
          kept on the server, encrypted so that it cannot read it: see the privacy policy).
        </Trans>{" "}
        {withAnalytics
          ? t`This copy of the site can use analytics cookies, and only ever does if you agree to them.`
          : t`This copy of the site sets no cookies and loads no analytics, so there is nothing to ask your consent for and no cookie banner.`}
      </p>
      <p>
        <strong>
          <Trans>Last updated: 27 November 2026</Trans>
        </strong>
      </p>

      <section aria-labelledby="cookies-and-storage">
        <h2 id="cookies-and-storage">{t`1. Cookies and local storage`}</h2>
        <p>
          <Trans>
            Cookies are small pieces of data a website asks your browser to keep, and which are sent back to the website
            with later requests. Local storage (<code>localStorage</code>) is similar, but the data stays inside your
            browser: it is never sent anywhere automatically, and only this site, in this browser, can read it.
          </Trans>
        </p>
        <p>
          <Trans>
            This site uses local storage for everything it needs to work. We describe it here alongside cookies because
            privacy rules often treat the two the same way, and because you deserve to know about both.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="essential-storage">
        <h2 id="essential-storage">{t`2. Essential storage (always on)`}</h2>
        <p>
          <Trans>
            These entries are needed for the features you use. They stay on your device and are never sent to us:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <code>decision-history</code> — your past decisions, used for your history page and the recent decisions
              feed. Kept until you clear this site’s data.
            </Trans>
          </li>
          <li>
            <Trans>
              <code>decision-history-backup-…</code> (followed by a date and time) — created only if a stored history
              could not be read, so the damaged copy is set aside rather than silently lost. Kept until you clear this
              site’s data.
            </Trans>
          </li>
          <li>
            <Trans>
              <code>pending-template</code> — passes a template’s choices to the home page when you pick a template.
              Removed as soon as it has been read.
            </Trans>
          </li>
          {withAnalytics && (
            <li>
              <Trans>
                <code>cookie-consent</code> — remembers your answer to the cookie banner: whether analytics is allowed
                (true or false) and the date you chose. Kept until you change your choice or clear this site’s data.
              </Trans>
            </li>
          )}
          <li>
            <Trans>
              <code>wheel-preferences</code> — remembers whether the quick and weighted pages show decisions on the
              wheel or on the card, the spin time, and whether the tick sound and the celebration are on. Kept until you
              clear this site’s data.
            </Trans>
          </li>
          <li>
            <Trans>
              <code>decision-matrix</code> — keeps the decision matrix you are working on, so a reload or a closed tab
              loses nothing (an unreadable one is kept aside under <code>decision-matrix-backup-</code> and the time).
              Kept until you clear this site’s data.
            </Trans>
          </li>
          <li>
            <Trans>
              <code>this-or-that-progress</code> — the options and answers of a This or That ranking, so it survives a
              reload or a closed tab. Removed when you start over; a copy that could not be read is kept aside under{" "}
              <code>this-or-that-progress-backup-</code> and the time.
            </Trans>
          </li>
          <li>
            <Trans>
              <code>vote-organised-polls</code> — the group votes you organised on this device, with their organiser
              links, so you can open them again. Kept until you clear this site’s data.
            </Trans>
          </li>
          <li>
            <Trans>
              <code>vote-device-ballots</code> — for each group vote you opened, your ballot’s random id and secret
              token, so this device changes its own ballot rather than adding another, with the ballot you chose and
              whether it was sent. Kept until you clear this site’s data. The vote’s server sets no cookie either.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Because these are needed for the site to do what you ask, they do not require consent. You can still remove
            them at any time (see section {removalSection}).
          </Trans>
        </p>
      </section>

      {withAnalytics ? <AnalyticsCookies /> : <NoCookies />}
      <section aria-labelledby="more-information">
        <h2 id="more-information">{t`${moreInformationSection}. Changes and more information`}</h2>
        <p>
          <Trans>
            If what the site stores changes, we will update this page and the “Last updated” date above. Anything new
            that needs your consent will ask for it first.
          </Trans>
        </p>
        <p>
          <Trans>
            For the full picture of how information is handled, read the{" "}
            <Link to={localizedPath("/privacy-policy", language)}>Privacy Policy</Link>. There is no account or data
            held by us to request; if you have a question, you can raise it through the project’s public repository.
          </Trans>
        </p>
      </section>
    </article>
  );
}

/** Sections 3 to 5 of a build with analytics: what it sets once allowed, how the banner asks, how to change it. */
function AnalyticsCookies() {
  const { t } = useLingui();
  return (
    <>
      <section aria-labelledby="analytics-cookies">
        <h2 id="analytics-cookies">{t`3. Analytics cookies (optional, off by default)`}</h2>
        <p>
          <Trans>
            This copy of the site can use Google Analytics to understand, in aggregate, how it is used. It loads only
            after you have allowed it: until you make a choice, and if you decline, analytics is not loaded.
          </Trans>
        </p>
        <p>
          <Trans>
            Where you have said yes, Google Analytics sets its own cookies (usually named <code>_ga</code> and{" "}
            <code>_ga_</code> followed by an id), which by default can last up to two years. They let Google count
            visits and tell new visitors from returning ones. The options you type and the results you get are not sent.
            Google’s own privacy terms apply to these cookies.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="your-choice">
        <h2 id="your-choice">{t`4. How the cookie banner records your choice`}</h2>
        <p>
          <Trans>
            The first time you visit, a banner asks about cookies. Whatever you choose is saved in the{" "}
            <code>cookie-consent</code> entry described above:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>Accept All</strong> stores that analytics is allowed.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Decline</strong> stores that analytics is not allowed.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>The close button (✕)</strong> also stores that analytics is not allowed. Closing the banner never
              counts as a yes.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Preferences</strong> shows a checkbox for analytics cookies, which starts unticked.{" "}
              <strong>Save preferences</strong> stores exactly what the checkbox says: ticked means allowed, unticked
              means not allowed.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            If your browser refuses to save the choice (for example, because storage is disabled), it still applies for
            the page you are on, and the banner will ask again next time.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="changing-your-choice">
        <h2 id="changing-your-choice">{t`5. Changing your choice or removing stored data`}</h2>
        <ul>
          <li>
            <Trans>
              <strong>Change your mind:</strong> select “Cookie Preferences” in the footer of any page. It clears your
              stored choice and reloads the page, so the banner appears again and you can choose afresh.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Remove analytics cookies already set:</strong> if you allowed analytics on a site where it was
              active and later say no, analytics stops loading, but cookies Google already set stay in your browser
              until they expire. You can delete them in your browser settings.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Remove everything:</strong> clearing this site’s data in your browser settings removes your
              decision history, any backups and your cookie choice. This cannot be undone, because we have no copy.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Block storage:</strong> most browsers let you block cookies or site data. The picker still works,
              but your history and your cookie choice will not be remembered between visits.
            </Trans>
          </li>
        </ul>
      </section>
    </>
  );
}

/** Section 3 of a build without analytics: nothing to consent to, and how to remove what is stored. */
function NoCookies() {
  const { t } = useLingui();
  return (
    <>
      <section aria-labelledby="no-cookies">
        <h2 id="no-cookies">{t`3. No cookies, no analytics`}</h2>
        <p>
          <Trans>
            This copy of the site was built without analytics. It sets no cookies, loads no analytics or advertising
            scripts and asks nothing of any other website, so there is no cookie banner: there is nothing to consent to.
            A copy of the site built with analytics says so on this page, and loads it only after you allow it.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="removing-stored-data">
        <h2 id="removing-stored-data">{t`4. Removing stored data`}</h2>
        <ul>
          <li>
            <Trans>
              <strong>Remove everything:</strong> clearing this site’s data in your browser settings removes your
              decision history and any backups. This cannot be undone, because we have no copy.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Block storage:</strong> most browsers let you block cookies or site data. The picker still works,
              but your history will not be remembered between visits.
            </Trans>
          </li>
        </ul>
      </section>
    </>
  );
}
