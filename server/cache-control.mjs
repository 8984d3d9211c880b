/** Cache-Control for each kind of response; the server and the generated host configurations share it. */
export const cacheControl = {
  // Revalidated on every visit, so a deploy reaches visitors at once.
  page: "no-cache",
  // The browser must see a new service worker as soon as it is deployed.
  serviceWorker: "no-cache",
  // Their names change with their content.
  hashedAsset: "public, max-age=31536000, immutable",
  // Icons, the manifest, the favicon: stable names that may still change with a deploy.
  publicFile: "public, max-age=3600",
};
