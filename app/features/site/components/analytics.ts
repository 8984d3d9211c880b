export const analyticsScriptOrigin = "https://www.googletagmanager.com";

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** Adds the analytics script once. Only called after consent, with a configured id. */
export function loadAnalytics(measurementId: string, doc: Document = document): void {
  if (doc.querySelector("script[data-analytics]")) return;
  const win = doc.defaultView;
  if (win) {
    win.dataLayer ??= [];
    const dataLayer = win.dataLayer;
    // gtag.js reads the `arguments` objects themselves from the data layer.
    win.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    win.gtag("js", new Date());
    win.gtag("config", measurementId, { anonymize_ip: true });
  }
  const script = doc.createElement("script");
  script.async = true;
  script.src = `${analyticsScriptOrigin}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  script.dataset.analytics = "";
  doc.head.append(script);
}
