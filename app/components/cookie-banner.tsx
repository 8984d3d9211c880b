import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useConsentActions, useCookieConsent } from "~/hooks/use-cookie-consent";

/** Asks once for consent; keeps out of the keyboard's way (no trap, nothing hidden behind it). */
export function CookieBanner() {
  const consent = useCookieConsent();
  const { saveConsent } = useConsentActions();
  const [showPreferences, setShowPreferences] = useState(false);
  const [allowAnalytics, setAllowAnalytics] = useState(false);
  const bannerRef = useRef<HTMLElement>(null);
  const headingId = useId();
  const visible = consent === null;

  useEffect(() => {
    // Focused controls scroll clear of the fixed banner instead of hiding behind it.
    document.documentElement.classList.toggle("has-cookie-banner", visible);
  }, [visible]);

  if (!visible) return null;

  const choose = (analytics: boolean) => {
    const hadFocus = bannerRef.current?.contains(document.activeElement) ?? false;
    saveConsent(analytics);
    if (hadFocus) document.getElementById("main")?.focus();
  };

  return (
    <section ref={bannerRef} className="cookie-banner" aria-labelledby={headingId}>
      <div className="cookie-banner-header">
        <h2 id={headingId}>Cookies and your privacy</h2>
        <button type="button" className="icon-button" aria-label="Close cookie banner" onClick={() => choose(false)}>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      {showPreferences ? (
        <>
          <label className="checkbox-row">
            <input
              type="checkbox"
              checked={allowAnalytics}
              onChange={(event) => setAllowAnalytics(event.target.checked)}
            />
            Allow analytics cookies (Google Analytics)
          </label>
          <p className="cookie-banner-note">
            Essential storage (your decision history and this choice) stays in your browser and is always on.
          </p>
          <div className="button-row">
            <button type="button" className="button button-primary" onClick={() => choose(allowAnalytics)}>
              Save preferences
            </button>
            <button type="button" className="button" onClick={() => setShowPreferences(false)}>
              Back
            </button>
          </div>
        </>
      ) : (
        <>
          <p>
            We keep your decisions in this browser only. With your permission we would also use analytics cookies to
            learn how the site is used. Read the <Link to="/cookie-policy">cookie policy</Link>.
          </p>
          <div className="button-row">
            <button type="button" className="button button-primary" onClick={() => choose(true)}>
              Accept All
            </button>
            <button type="button" className="button" onClick={() => choose(false)}>
              Decline
            </button>
            <button type="button" className="button button-quiet" onClick={() => setShowPreferences(true)}>
              Preferences
            </button>
          </div>
        </>
      )}
    </section>
  );
}
