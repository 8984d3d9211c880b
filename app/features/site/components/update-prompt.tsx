import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";

/**
 * Registers the service worker (production builds only, after the page has loaded, so it never
 * competes with the page's own scripts) and offers a reload once a new version is waiting.
 */
export function UpdatePrompt() {
  const { t } = useLingui();
  const [reload, setReload] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    const register = () => {
      import("~/features/site/service-worker/register")
        .then(({ registerServiceWorker }) => registerServiceWorker((apply) => setReload(() => apply)))
        // Offline use is an extra: where the browser refuses a service worker the site works as before.
        .catch(() => {});
    };
    if (document.readyState === "complete") {
      register();
      return;
    }
    window.addEventListener("load", register, { once: true });
    return () => window.removeEventListener("load", register);
  }, []);

  return (
    <div className="update-prompt" role="status">
      {reload && (
        <>
          <p>{t`Update available`}</p>
          <button type="button" className="button button-primary" onClick={reload}>
            {t`Reload`}
          </button>
        </>
      )}
    </div>
  );
}
