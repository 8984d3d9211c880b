import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { noStoredConsentScript, useConsentActions, useCookieConsent } from "~/features/site/hooks/use-cookie-consent";
import { languageOfPath, localizedPath } from "~/i18n/languages";
import { analyticsMeasurementId } from "~/kernel/page/domain/site-config";

// Set on the document while the banner shows: focused controls scroll clear of it, and before the page's script runs,
// the prerendered banner shows only with it.
const bannerClass = "has-cookie-banner";

// A banner asks only for consent to something the build does (docs/product-rules.md, Consent): a build without a
// measurement id loads no analytics and sets no cookie, so it has no banner, no script for it, and none of its code.
/**
 * Shows the prerendered banner in the first paint of a visit with no stored choice. Its script runs in the head of
 * every page, before the body is painted: the banner appears in the first paint for a visitor who has not chosen yet,
 * rather than a second or more later once the page's script has run, and never flashes for one who has. Anything
 * stored counts as a choice here; an unreadable one brings the banner up once the page runs, as it always has. The
 * server allows this script by its hash, as it does React Router's own. Written here, not when the module loads, so a
 * build without analytics carries none of it.
 */
export function CookieBannerFirstPaint() {
  return analyticsMeasurementId ? (
    <script dangerouslySetInnerHTML={{ __html: noStoredConsentScript(bannerClass) }} />
  ) : null;
}

/** In a build with analytics, asks once for consent to it; in any other build, there is nothing to ask. */
export function CookieBanner() {
  return analyticsMeasurementId ? <ConsentBar /> : null;
}

/**
 * A compact bar along the bottom of the screen, so the page's own controls stay in view and within reach above it;
 * keeps out of the keyboard's way (no trap, nothing hidden behind it).
 */
function ConsentBar() {
  const { t } = useLingui();
  const language = languageOfPath(useLocation().pathname).code;
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
      <div className="cookie-banner-text">
        <h2 id={headingId}>{t`Cookies and your privacy`}</h2>
        {/* Two rows of buttons written alike: each is its own set of choices. */}
        {showPreferences ? (
          <>
            <label className="checkbox-row">
              <input
                type="checkbox"
                checked={allowAnalytics}
                onChange={(event) => setAllowAnalytics(event.target.checked)}
              />
              {t`Allow analytics cookies (Google Analytics)`}
            </label>
            <p className="cookie-banner-note">
              <Trans>
                Essential storage (your decision history and this choice) stays in your browser and is always on.
              </Trans>
            </p>
          </>
        ) : (
          <p>
            <Trans>
              Analytics cookies only if you allow them.{" "}
              <Link to={localizedPath("/cookie-policy", language)}>Cookie policy</Link>
            </Trans>
          </p>
        )}
      </div>
      {showPreferences ? (
        <div className="button-row">
          <button type="button" className="button button-primary" onClick={() => choose(allowAnalytics)}>
            {t`Save preferences`}
          </button>
          <button type="button" className="button" onClick={() => setShowPreferences(false)}>
            {t`Back`}
          </button>
        </div>
      ) : (
        <div className="button-row">
          <button type="button" className="button button-primary" onClick={() => choose(true)}>
            {t`Accept All`}
          </button>
          <button type="button" className="button" onClick={() => choose(false)}>
            {t`Decline`}
          </button>
          <button type="button" className="button button-quiet" onClick={() => setShowPreferences(true)}>
            {t`Preferences`}
          </button>
        </div>
      )}
      <button
        type="button"
        className="icon-button cookie-banner-close"
        aria-label={t`Close cookie banner`}
        onClick={() => choose(false)}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </section>
  );
}
