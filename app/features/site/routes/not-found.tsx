import { useEffect } from "react";
import { data, Link, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { pageHead } from "~/kernel/page/routes/seo";
import { Trans } from "@lingui/react/macro";
import { languageOfPath, localizedPath } from "~/i18n/languages";

// Any path without a page answers HTTP 404 with this page, on the server and in the browser.
export function loader() {
  return data(null, { status: 404 });
}

// Worded by the root's loader in the address's language: the title, and noindex.
export const meta: Route.MetaFunction = ({ matches }) => pageHead(matches);

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(`404: no page exists at ${pathname}`);
  }, [pathname]);

  return (
    <section className="page-intro not-found">
      <h1>404</h1>
      <p className="lead">
        <Trans>Oops! Page not found</Trans>
      </p>
      <p>
        <Trans>The address may be mistyped, or the page has moved.</Trans>
      </p>
      <Link to={localizedPath("/", languageOfPath(pathname).code)} className="button button-primary">
        <Trans>Return to Home</Trans>
      </Link>
    </section>
  );
}
