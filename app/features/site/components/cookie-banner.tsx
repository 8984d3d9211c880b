import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { noStoredConsentScript, useConsentActions, useCookieConsent } from "~/features/site/hooks/use-cookie-consent";

// Set on the document while the banner shows: focused controls scroll clear of it, and before the page's script runs,
// the prerendered banner shows only with it.
const bannerClass = "has-cookie-banner";

// Runs in the head of every page, before the body is painted: the prerendered banner appears in the first paint for a
// visitor who has not chosen yet, rather than a second or more later once the page's script has run, and never
// flashes for one who has. Anything stored counts as a choice here; an unreadable one brings the banner up once the
// page runs, as it always has. The server allows this script by its hash, as it does React Router's own.
const firstPaintScript = noStoredConsentScript(bannerClass);

/** Shows the prerendered banner in the first paint of a visit with no stored choice (see firstPaintScript). */
export function CookieBannerFirstPaint() {
  return <script dangerouslySetInnerHTML={{ __html: firstPaintScript }} />;
}

/** Asks once for consent; keeps out of the keyboard's way (no trap, nothing hidden behind it). */
export function CookieBanner() {
  const consent = useCookieConsent();
  const { saveConsent } = useConsentActions();
  const [showPreferences, setShowPreferences] = useState(false);
  const [allowAnalytics, setAllowAnalytics] = useState(false);
  const bannerRef = useRef<HTMLElement>(null);
  const headingId = useId();
  // Prerendered, and hydrated, with the choice not yet known: the first-paint script decides whether it shows until
  // the page's script has read the choice. A button pressed before then acts once the page runs (early-press-capture.ts).
  const known = consent !== undefined;
  const visible = !consent;

  useEffect(() => {
    if (known) document.documentElement.classList.toggle(bannerClass, visible);
  }, [known, visible]);

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
