// Node's HTTP server as `npm start` and server/api-server.mjs run it: bounded waits for a request's headers and for
// the whole request, kept-alive connections held longer than clients and proxies keep theirs (so a client never sends
// on a connection the server is closing), and the answers Node makes itself to a request it cannot read (malformed,
// headers too large, too slow) in the vote API's JSON form, never cached. What the API reads itself (a body too large
// or too slow) it answers itself, sooner: server/polls/routes.mjs.
import { STATUS_CODES } from "node:http";
import { errors } from "./polls/errors.mjs";

export const httpLimits = {
  /** The request line and headers must arrive within this. */
  headersMs: 20_000,
  /** The whole request must arrive within this: later than the vote API's own limit for a body. */
  requestMs: 60_000,
  /** An idle kept-alive connection is closed after this: above the 60 s that load balancers and clients use. */
  keepAliveMs: 65_000,
};

/**
 * What Node would answer in plain text to a request it could not read, as the vote API's JSON.
 *
 * @param {NodeJS.ErrnoException} error
 */
function clientErrorAnswer(error) {
  const apiError =
    error.code === "HPE_HEADER_OVERFLOW"
      ? errors.headersTooLarge()
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? errors.requestTimeout(Math.round(httpLimits.requestMs / 1000))
        : errors.malformedRequest();
  const body = JSON.stringify({ error: apiError.answer() });
  return [
    `HTTP/1.1 ${apiError.status} ${STATUS_CODES[apiError.status]}`,
    "Content-Type: application/json; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Cache-Control: no-store",
    "X-Robots-Tag: noindex",
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

/** @param {import("node:http").Server} server */
export function applyHttpLimits(server) {
  server.headersTimeout = httpLimits.headersMs;
  server.requestTimeout = httpLimits.requestMs;
  server.keepAliveTimeout = httpLimits.keepAliveMs;
  server.on("clientError", (/** @type {NodeJS.ErrnoException} */ error, socket) => {
    // As Node does: answer only when nothing of an answer has gone out on this connection yet.
    const inFlight = /** @type {{ _httpMessage?: { headersSent?: boolean } }} */ (socket)._httpMessage;
    // Written to an idle socket, the answer goes out at once, before the connection is closed.
    if (error.code !== "ECONNRESET" && socket.writable && !inFlight?.headersSent) {
      socket.write(clientErrorAnswer(error));
    }
    socket.destroy();
  });
}
