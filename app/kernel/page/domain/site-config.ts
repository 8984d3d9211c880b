// Both values are fixed at build time (see README: "Configuration").
const configuredOrigin = import.meta.env.VITE_PUBLIC_ORIGIN;

export const siteName = "AI Decision Maker";

/** Public origin used in canonical URLs and social cards, without a trailing slash. */
export const publicOrigin = (configuredOrigin || "https://ai-decision-maker.example").replace(/\/+$/, "");

/** Analytics measurement id; absent in the default build, so analytics never loads. */
export const analyticsMeasurementId = import.meta.env.VITE_ANALYTICS_ID || undefined;
