import { useEffect } from "react";
import { loadAnalytics } from "~/features/site/components/analytics";
import { useCookieConsent } from "~/features/site/hooks/use-cookie-consent";
import { analyticsMeasurementId } from "~/kernel/page/domain/site-config";

/** Loads analytics only in a build with a measurement id, and there only after the visitor allowed it. */
export function AnalyticsLoader() {
  // Without an id the build carries none of this code: there is nothing to load and no consent to read.
  return analyticsMeasurementId ? <LoadWithConsent measurementId={analyticsMeasurementId} /> : null;
}

function LoadWithConsent({ measurementId }: { measurementId: string }) {
  const allowed = useCookieConsent()?.analytics === true;
  useEffect(() => {
    if (allowed) loadAnalytics(measurementId);
  }, [allowed, measurementId]);
  return null;
}
