import { Link } from "react-router";
import { useConsentActions } from "~/features/site/hooks/use-cookie-consent";
import { analyticsMeasurementId } from "~/kernel/page/domain/site-config";

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Legal">
        <ul>
          <li>
            <Link to="/privacy-policy">Privacy Policy</Link>
          </li>
          <li>
            <Link to="/terms-of-service">Terms of Service</Link>
          </li>
          <li>
            <Link to="/cookie-policy">Cookie Policy</Link>
          </li>
          <li>
            <Link to="/decision-making-guide">Decision-Making Guide</Link>
          </li>
          <li>
            <Link to="/how-it-works">How It Works</Link>
          </li>
          {/* Only a build with analytics has a choice to change. */}
          {analyticsMeasurementId && (
            <li>
              <CookiePreferencesButton />
            </li>
          )}
        </ul>
      </nav>
      <p>Free, no sign-up. Your decisions stay in this browser.</p>
    </footer>
  );
}

/** Forgets the visitor's choice and reloads, so the banner asks again. */
function CookiePreferencesButton() {
  const { clearConsent } = useConsentActions();
  const reopenCookieChoice = () => {
    clearConsent();
    window.location.reload();
  };
  return (
    <button type="button" className="link-button" onClick={reopenCookieChoice}>
      Cookie Preferences
    </button>
  );
}
