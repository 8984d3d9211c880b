import { Link } from "react-router";
import { useConsentActions } from "~/features/site/hooks/use-cookie-consent";

export function SiteFooter() {
  const { clearConsent } = useConsentActions();
  const reopenCookieChoice = () => {
    clearConsent();
    window.location.reload();
  };
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
          <li>
            <button type="button" className="link-button" onClick={reopenCookieChoice}>
              Cookie Preferences
            </button>
          </li>
        </ul>
      </nav>
      <p>Free, no sign-up. Your decisions stay in this browser.</p>
    </footer>
  );
}
