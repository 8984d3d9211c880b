import { useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "react-router";
import { useConsentActions } from "~/features/site/hooks/use-cookie-consent";
import { languageOfPath, localizedPath, pathWithoutLanguage } from "~/i18n/languages";
import { analyticsMeasurementId } from "~/kernel/page/domain/site-config";

export function SiteFooter() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const language = languageOfPath(pathname).code;
  return (
    <footer className="site-footer">
      <nav aria-label={t`Legal`}>
        <ul>
          <li>
            <Link to={localizedPath("/privacy-policy", language)}>{t`Privacy Policy`}</Link>
          </li>
          <li>
            <Link to={localizedPath("/terms-of-service", language)}>{t`Terms of Service`}</Link>
          </li>
          <li>
            <Link to={localizedPath("/cookie-policy", language)}>{t`Cookie Policy`}</Link>
          </li>
          <li>
            <Link to={localizedPath("/decision-making-guide", language)}>{t`Decision-Making Guide`}</Link>
          </li>
          <li>
            <Link to={localizedPath("/how-it-works", language)}>{t`How It Works`}</Link>
          </li>
          {/* Only a build with analytics has a choice to change. */}
          {analyticsMeasurementId && (
            <li>
              <CookiePreferencesButton />
            </li>
          )}
        </ul>
      </nav>
      <p>
        {/* The one page whose words reach the server, encrypted. */}
        {pathWithoutLanguage(pathname) === "/vote"
          ? t`Free, no sign-up. A vote travels encrypted: the server keeps only what it cannot read.`
          : t`Free, no sign-up. Your decisions stay in this browser.`}
      </p>
    </footer>
  );
}

/** Forgets the visitor's choice and reloads, so the banner asks again. */
function CookiePreferencesButton() {
  const { t } = useLingui();
  const { clearConsent } = useConsentActions();
  const reopenCookieChoice = () => {
    clearConsent();
    window.location.reload();
  };
  return (
    <button type="button" className="link-button" onClick={reopenCookieChoice}>
      {t`Cookie Preferences`}
    </button>
  );
}
