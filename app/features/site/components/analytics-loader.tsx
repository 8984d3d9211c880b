import { useEffect } from "react";
import { loadAnalytics } from "~/features/site/components/analytics";
import { useCookieConsent } from "~/features/site/hooks/use-cookie-consent";
import { analyticsMeasurementId } from "~/kernel/page/domain/site-config";

/** Loads analytics only after the visitor allowed it, and only in a build with a measurement id. */
export function AnalyticsLoader() {
  const consent = useCookieConsent();
  const allowed = consent?.analytics === true && analyticsMeasurementId !== undefined;
  useEffect(() => {
    if (allowed && analyticsMeasurementId) loadAnalytics(analyticsMeasurementId);
  }, [allowed]);
  return null;
}
