const modulePreload = '<link rel="modulepreload"';

/**
 * Marks every module preload of a server-rendered page `fetchpriority="low"`.
 * The page is complete HTML before any script runs: its scripts only hydrate it, so the document and its
 * stylesheets should have the bandwidth first. React Router's `<Scripts />` offers no attribute for this.
 */
export function lowerModulePreloadPriority(html: string): string {
  return html.replaceAll(modulePreload, `${modulePreload} fetchpriority="low"`);
}
