/** Every known page; each is prerendered to its own HTML file. */
export const prerenderedPaths = [
  "/",
  "/history",
  "/templates",
  "/weighted",
  "/ai-reasoning",
  "/battle-royale",
  "/privacy-policy",
  "/terms-of-service",
  "/cookie-policy",
  "/decision-making-guide",
  "/how-it-works",
] as const;

export type SitePath = (typeof prerenderedPaths)[number];
