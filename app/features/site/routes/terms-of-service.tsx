import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/terms-of-service";
import { defaultLanguage, languageOfPath, localizedPath, type LanguageCode } from "~/i18n/languages";
import { pageHead } from "~/kernel/page/routes/seo";

// Head tags, then the page, written as every route module writes them; only the words are this page's.
export const meta: Route.MetaFunction = ({ matches }) => pageHead(matches);

/** The language of the page being read, for its links to the site's other pages. */
function usePageLanguage(): LanguageCode {
  return languageOfPath(useLocation().pathname).code;
}

export default function TermsOfServicePage() {
  const { t } = useLingui();
  const language = usePageLanguage();
  return (
    <article className="prose">
      <h1>{t`Terms of Service`}</h1>
      {/* A translation binds no one more or less than the English text it renders. */}
      {language !== defaultLanguage.code && (
        <p>
          <Trans>
            This page is a translation. Where it differs from the{" "}
            <Link to="/terms-of-service" hrefLang="en">
              English Terms of Service
            </Link>
            , the English text prevails.
          </Trans>
        </p>
      )}
      <p className="lead">
        <Trans>
          These terms explain the ground rules for using AI Decision Maker. They are meant to be short and readable. The
          main points: the tool is free, it gives you a pick rather than advice, and the decisions you make with it are
          yours.
        </Trans>
      </p>
      <p>
        <strong>
          <Trans>Last updated: 27 November 2026</Trans>
        </strong>
      </p>

      <UsingTheService />
      <ResponsibilitiesAndChanges />
    </article>
  );
}

/** Sections 1–5: what the service is and how to use it. */
function UsingTheService() {
  const { t } = useLingui();
  const language = usePageLanguage();
  return (
    <>
      <section aria-labelledby="accepting-these-terms">
        <h2 id="accepting-these-terms">{t`1. Accepting these terms`}</h2>
        <p>
          <Trans>
            By using this website you agree to these terms. If you do not agree with them, please do not use the site.
            “We” and “us” mean the people who run this site; “you” means anyone using it.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="what-the-service-is">
        <h2 id="what-the-service-is">{t`2. What the service is`}</h2>
        <p>
          <Trans>AI Decision Maker helps you pick one option from a list. It offers:</Trans>
        </p>
        <ul>
          <li>
            <Trans>a quick random pick, where every option has an equal chance;</Trans>
          </li>
          <li>
            <Trans>a weighted pick, where you give some options a bigger chance than others;</Trans>
          </li>
          <li>
            <Trans>a pick with a short “AI-styled” explanation;</Trans>
          </li>
          <li>
            <Trans>a Battle Royale elimination tournament that narrows many options down to one;</Trans>
          </li>
          <li>
            <Trans>ready-made templates for common dilemmas;</Trans>
          </li>
          <li>
            <Trans>
              a feed of recent decisions and a personal history, both built from data kept in your own browser.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Everything runs in your browser. How we handle information is described in the{" "}
            <Link to={localizedPath("/privacy-policy", language)}>Privacy Policy</Link> and the{" "}
            <Link to={localizedPath("/cookie-policy", language)}>Cookie Policy</Link>, which form part of these terms.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="free-and-no-account">
        <h2 id="free-and-no-account">{t`3. Free to use, no account`}</h2>
        <p>
          <Trans>
            The service is free. You do not need to sign up, log in or give us any personal details. There are no paid
            plans and nothing to cancel. Because there is no account, there is nothing for us to suspend or close; you
            can stop using the site at any time and remove its stored data by clearing this site’s data in your browser.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="acceptable-use">
        <h2 id="acceptable-use">{t`4. Acceptable use`}</h2>
        <p>
          <Trans>Please use the site in a normal, lawful way. In particular, do not:</Trans>
        </p>
        <ul>
          <li>
            <Trans>use it to break the law or to harm, harass or deceive other people;</Trans>
          </li>
          <li>
            <Trans>
              present its results as something they are not — for example, claiming a random pick was made by a human
              judge, an expert or a real AI;
            </Trans>
          </li>
          <li>
            <Trans>
              use it to run games of chance, lotteries or prize draws where the law requires a licensed or audited
              system;
            </Trans>
          </li>
          <li>
            <Trans>
              try to disrupt the site, overload the servers that deliver it, or interfere with other visitors.
            </Trans>
          </li>
        </ul>
      </section>

      <section aria-labelledby="how-picks-work">
        <h2 id="how-picks-work">{t`5. How picks and explanations work`}</h2>
        <p>
          <Trans>
            Picks are made with your browser’s cryptographic random number generator, using a method (rejection
            sampling) that avoids bias, so every option gets exactly the chance it should: equal in a quick pick, and in
            proportion to its weight in a weighted pick.
          </Trans>
        </p>
        <p>
          <Trans>
            The explanations shown with an “AI-styled” pick are <strong>not</strong> written by a real artificial
            intelligence. They are assembled from templates by code running on your device, after the pick has already
            been made at random. They are there to be fun and to give you something to react to. They are not reasons,
            analysis or advice, and they do not know anything about you or your situation.
          </Trans>
        </p>
      </section>
    </>
  );
}

/** Sections 6–11: who answers for what, and how these terms change. */
function ResponsibilitiesAndChanges() {
  const { t } = useLingui();
  const language = usePageLanguage();
  return (
    <>
      <section aria-labelledby="not-advice">
        <h2 id="not-advice">{t`6. Not professional advice; your decisions are yours`}</h2>
        <p>
          <Trans>
            The site is a tool for light, everyday choices and for breaking ties. Nothing on it is medical, legal,
            financial, career, relationship or any other professional advice, and that includes our templates and the{" "}
            <Link to={localizedPath("/decision-making-guide", language)}>Decision-Making Guide</Link>. For important or
            hard-to-undo decisions, think them through yourself and talk to people qualified to help.
          </Trans>
        </p>
        <p>
          <Trans>
            You are responsible for the decisions you make and for what you do with a result. A random pick is only a
            suggestion; you are always free to ignore it.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="your-content">
        <h2 id="your-content">{t`7. Your content and data`}</h2>
        <p>
          <Trans>
            The options you type and the results you get belong to you. They are stored only in your browser, so we do
            not receive them, cannot read them and cannot recover them if they are lost. Browsers may clear stored data
            (for example, when storage is full, in private windows, or when you clear site data), so please do not rely
            on the site as the only record of anything important.
          </Trans>
        </p>
        <p>
          <Trans>
            A group vote is the one exception: our server keeps it so that its participants can reach it, encrypted in
            the browser under a key that only its links carry, so we cannot read it either. It is deleted 30 days after
            it closes unless its organiser chose another time (one year at most), or as soon as its organiser deletes
            it.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="no-warranty">
        <h2 id="no-warranty">{t`8. No warranty`}</h2>
        <p>
          <Trans>
            The site is provided “as is” and “as available”, free of charge. We try to keep it working well and
            accurate, but we do not promise that it will always be available, error-free or suitable for any particular
            purpose, or that stored history will never be lost. To the extent the law allows, we disclaim all
            warranties, whether express or implied.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="limitation-of-liability">
        <h2 id="limitation-of-liability">{t`9. Limitation of liability`}</h2>
        <p>
          <Trans>
            To the extent the law allows, we are not liable for any loss or damage arising from your use of the site,
            from relying on a pick or an explanation, or from any loss of locally stored data. Nothing in these terms
            limits any liability that cannot be limited by law, or takes away rights you have as a consumer that cannot
            be waived.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="changes">
        <h2 id="changes">{t`10. Changes to the service and to these terms`}</h2>
        <p>
          <Trans>
            We may improve, change or stop parts of the service at any time. We may also update these terms. For
            material changes — ones that meaningfully affect your rights or how the service handles your information —
            we will give at least 30 days’ notice by posting it on the site before the change takes effect. Smaller
            changes, such as clearer wording or fixes, take effect when posted, and the “Last updated” date at the top
            will change. If you keep using the site after a change takes effect, you accept the updated terms.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="contact">
        <h2 id="contact">{t`11. Contact`}</h2>
        <p>
          <Trans>
            There is no account, and nothing we hold that we could read, to request. If you have a question about these
            terms, you can raise it through the project’s public repository, where the site’s source code is published.
          </Trans>
        </p>
      </section>
    </>
  );
}
