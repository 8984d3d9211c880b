import { renderToReadableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { StylesheetTexts } from "~/kernel/page/components/page-stylesheets";
import { withEarlyPressCapture } from "~/early-press-capture";
import { hydrateAfterFirstPaint } from "~/hydrate-after-first-paint";
import { stylesheetTexts } from "~/stylesheet-texts.server";

// For scripts/finish-build.ts, which writes each language's web app manifest from the built server.
export { webAppManifest } from "~/i18n/web-app-manifest.server";

// How long React Router waits for promises returned by loaders; no render may outlast it by much.
export const streamTimeout = 5_000;

/**
 * Every page is rendered whole before it is sent: the known ones at build time (prerendered), the rest
 * only as the 404 page, whose headers the server derives from the complete HTML anyway.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  responseHeaders.set("Content-Type", "text/html");
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  let status = responseStatusCode;
  const page = (
    <StylesheetTexts value={stylesheetTexts}>
      <ServerRouter context={routerContext} url={request.url} />
    </StylesheetTexts>
  );
  const stream = await renderToReadableStream(page, {
    signal: AbortSignal.timeout(streamTimeout + 1_000),
    onError(error) {
      status = 500;
      console.error(error);
    },
  });
  await stream.allReady;
  const html = withEarlyPressCapture(hydrateAfterFirstPaint(await new Response(stream).text()));
  return new Response(html, { status, headers: responseHeaders });
}
