import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import { createRequestHandler } from "react-router";
import { cacheControl } from "./cache-control.mjs";
import { toFetchRequest } from "./fetch-request.mjs";
import { notFoundFile, serviceWorkerUrl } from "./host-headers.mjs";
import { buildDocumentHeaders, buildSecurityHeaders } from "./security-headers.mjs";

/**
 * @param {string} buildDir
 * @returns {{ analytics: boolean }}
 */
function readSiteConfig(buildDir) {
  const file = path.join(buildDir, "site-config.json");
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : { analytics: false };
}

/**
 * Every prerendered page, read once, with the security headers that allow its inline scripts.
 *
 * @param {string} clientDir
 * @param {string[]} paths
 * @param {boolean} analytics
 */
function loadPrerenderedPages(clientDir, paths, analytics) {
  /** @type {Map<string, { html: string, headers: Record<string, string> }>} */
  const pages = new Map();
  /** @type {[string, string][]} */
  const files = paths.map((pagePath) => [pagePath, path.join(pagePath, "index.html")]);
  // Also served as a page, as static hosts do: the service worker's offline answer for unknown paths.
  files.push([notFoundFile, notFoundFile]);
  for (const [pagePath, relativeFile] of files) {
    const file = path.join(clientDir, relativeFile);
    if (!existsSync(file)) continue;
    const html = readFileSync(file, "utf8");
    pages.set(pagePath, { html, headers: buildDocumentHeaders(html, { analytics }) });
  }
  return pages;
}

/**
 * The production site: prerendered pages, hashed assets, and React Router for every other path (404s).
 *
 * @param {{ buildDir: string, api?: import("express").RequestHandler }} options
 *   `api`: the vote API (server/polls/api.mjs), answered at /api before any page
 */
export async function createApp({ buildDir, api }) {
  const clientDir = path.join(buildDir, "client");
  const build = await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href);
  const { analytics } = readSiteConfig(buildDir);
  const pages = loadPrerenderedPages(clientDir, build.prerender ?? [], analytics);
  const handleRequest = createRequestHandler(build, "production");
  const baseHeaders = buildSecurityHeaders({ analytics });

  const app = express();
  app.disable("x-powered-by");
  app.use(compression({ brotli: { params: {} } }));
  app.use((_req, res, next) => {
    res.set(baseHeaders);
    next();
  });
  if (api) app.use("/api", api);

  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), { index: false, redirect: false, immutable: true, maxAge: "1y" }),
  );
  app.use((req, res, next) => {
    const page = pages.get(req.path);
    if (!page || (req.method !== "GET" && req.method !== "HEAD")) return next();
    res.set(page.headers).set("Cache-Control", cacheControl.page).type("html").send(page.html);
  });
  app.get(serviceWorkerUrl, (_req, res, next) => {
    res.set("Cache-Control", cacheControl.serviceWorker);
    next();
  });
  app.use(express.static(clientDir, { index: false, redirect: false, maxAge: "1h" }));

  app.use(async (req, res, next) => {
    try {
      const response = await handleRequest(toFetchRequest(req));
      res.status(response.status);
      response.headers.forEach((value, name) => res.append(name, value));
      const isHtml = response.headers.get("content-type")?.includes("text/html");
      if (isHtml) {
        const html = await response.text();
        res.set(buildDocumentHeaders(html, { analytics })).set("Cache-Control", cacheControl.page).send(html);
      } else {
        res.send(Buffer.from(await response.arrayBuffer()));
      }
    } catch (error) {
      next(error);
    }
  });

  return app;
}
