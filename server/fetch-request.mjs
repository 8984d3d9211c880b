import { Readable } from "node:stream";

/**
 * The Fetch API request React Router answers, made from Express's: URL, headers and, for methods that have one, the
 * body as a stream.
 *
 * @param {import("express").Request} req
 */
export function toFetchRequest(req) {
  const url = new URL(req.originalUrl, `http://${req.headers.host ?? "localhost"}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  // Typed with the DOM's `Request`, which knows neither Node's web streams nor `duplex` (Node needs it
  // to stream a request body).
  /** @type {RequestInit & { duplex?: "half" }} */
  const init = {
    method: req.method,
    headers,
    body: hasBody ? /** @type {ReadableStream} */ (Readable.toWeb(req)) : undefined,
    duplex: hasBody ? "half" : undefined,
  };
  return new Request(url, init);
}
