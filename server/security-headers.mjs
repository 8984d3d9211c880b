import { createHash } from "node:crypto";

// Google Analytics needs these, and only in a build configured with a measurement id.
const analyticsOrigins = ["https://www.googletagmanager.com", "https://*.google-analytics.com"];

/**
 * Inline scripts of an HTML document that the browser would execute.
 * React Router writes its hydration data and module bootstrap inline; JSON-LD is data, not script.
 *
 * @param {string} html
 */
export function findInlineScripts(html) {
  /** @type {string[]} */
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (/\bsrc\s*=/i.test(attributes) || /type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    scripts.push(body);
  }
  return scripts;
}

/**
 * Inline stylesheets of an HTML document: every page carries its own.
 *
 * @param {string} html
 */
export function findInlineStyles(html) {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body = ""]) => body);
}

/**
 * The CSP source that allows exactly this inline script or stylesheet.
 *
 * @param {string} body
 */
export function hashInline(body) {
  return `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
}

/**
 * @typedef {object} PolicyOptions
 * @property {string[]} [scriptHashes] the inline scripts a document may run
 * @property {string[]} [styleHashes] the inline stylesheets a document may apply
 * @property {boolean} [analytics] whether the build loads analytics once a visitor allows it
 */

/**
 * Own origin only; inline scripts and stylesheets only by hash; nothing may frame the site.
 *
 * @param {PolicyOptions} [options]
 */
export function buildContentSecurityPolicy({ scriptHashes = [], styleHashes = [], analytics = false } = {}) {
  const extra = analytics ? analyticsOrigins : [];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes, ...extra].join(" "),
    ["style-src 'self'", ...styleHashes].join(" "),
    ["img-src 'self' data:", ...extra].join(" "),
    "font-src 'self'",
    ["connect-src 'self'", ...extra].join(" "),
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const permissionsPolicy = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
  "clipboard-write=(self)",
].join(", ");

/**
 * Headers every response carries; HTML responses add their own script and stylesheet hashes to the CSP.
 *
 * @param {PolicyOptions} [options]
 * @returns {Record<string, string>}
 */
export function buildSecurityHeaders(options = {}) {
  return {
    "Content-Security-Policy": buildContentSecurityPolicy(options),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": permissionsPolicy,
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

/**
 * Security headers for one HTML document, allowing exactly its inline scripts and stylesheets.
 *
 * @param {string} html
 * @param {{ analytics?: boolean }} [options]
 */
export function buildDocumentHeaders(html, { analytics = false } = {}) {
  const scriptHashes = [...new Set(findInlineScripts(html).map(hashInline))];
  const styleHashes = [...new Set(findInlineStyles(html).map(hashInline))];
  return buildSecurityHeaders({ scriptHashes, styleHashes, analytics });
}
