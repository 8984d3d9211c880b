import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, sitePages, test } from "./fixtures";

// The header files a static host or nginx would use, as `npm run build` wrote them.
const buildDir = path.resolve("build");
const headersFile = readFileSync(path.join(buildDir, "client", "_headers"), "utf8");
const nginxConfig = readFileSync(path.join(buildDir, "nginx", "security-headers.conf"), "utf8");

type Headers = Record<string, string>;

/** Netlify's reading of `_headers`: every rule whose path matches, later ones winning. */
function headersFromHeadersFile(urlPath: string): Headers {
  const result: Headers = {};
  for (const block of headersFile.split(/\n\s*\n/)) {
    const [pattern, ...lines] = block.split("\n").filter((line) => line.trim() && !line.startsWith("#"));
    if (!pattern) continue;
    const matches = pattern.endsWith("/*") ? urlPath.startsWith(pattern.slice(0, -1)) : urlPath === pattern;
    if (!matches) continue;
    for (const line of lines) {
      const [, name = "", value = ""] = line.match(/^\s+([^:]+):\s*(.*)$/) ?? [];
      result[name.toLowerCase()] = value;
    }
  }
  return result;
}

/** nginx's choice of location (exact match, else longest prefix) and the headers it adds. */
function headersFromNginx(urlPath: string): Headers {
  const locations = [...nginxConfig.matchAll(/location (=|\^~)? ?(\S+) \{([^}]*)\}/g)].map(
    ([, modifier, prefix = "", body = ""]) => ({ exact: modifier === "=", prefix, body }),
  );
  const exact = locations.find((location) => location.exact && location.prefix === urlPath);
  const prefixed = locations
    .filter((location) => !location.exact && urlPath.startsWith(location.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
  const location = exact ?? prefixed;
  const result: Headers = {};
  for (const [, name = "", value = ""] of location?.body.matchAll(/add_header (\S+) "([^"]*)" always;/g) ?? []) {
    result[name.toLowerCase()] = value;
  }
  return result;
}

/** The nginx snippet's answer for a path no file exists at: error_page's 404.html. */
function nginxNotFoundHeaders(): Headers {
  expect(nginxConfig).toContain("error_page 404 /404.html;");
  expect(headersFromNginx("/no/such/page"), "the catch-all location adds no headers of its own").toEqual({});
  return headersFromNginx("/404.html");
}

const compared = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cache-control",
];

function pick(headers: Headers): Headers {
  return Object.fromEntries(compared.map((name) => [name, headers[name] ?? "(missing)"]));
}

test.describe("the generated header files send what the Node server sends", () => {
  for (const { path: pagePath } of sitePages) {
    test(`for the page ${pagePath}`, async ({ request }) => {
      const served = pick((await request.get(pagePath)).headers());
      expect(pick(headersFromHeadersFile(pagePath))).toEqual(served);
      expect(pick(headersFromNginx(pagePath))).toEqual(served);
    });
  }

  test("for a hashed asset, the service worker and the manifest", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/"(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeDefined();
    for (const urlPath of [asset!, "/sw.js", "/manifest.webmanifest", "/icons/icon-192.png"]) {
      const served = pick((await request.get(urlPath)).headers());
      expect(pick(headersFromHeadersFile(urlPath)), urlPath).toEqual(served);
      expect(pick(headersFromNginx(urlPath)), urlPath).toEqual(served);
    }
  });

  test("for an unknown path, answered with the 404 page", async ({ request }) => {
    const response = await request.get("/no/such/page");
    expect(response.status()).toBe(404);
    const served = pick(response.headers());
    // Static hosts answer unknown paths with 404.html, under the headers of that file.
    expect(pick(headersFromHeadersFile("/404.html"))).toEqual(served);
    expect(pick(nginxNotFoundHeaders())).toEqual(served);
  });
});
