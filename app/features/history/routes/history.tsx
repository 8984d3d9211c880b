import { Link, useLocation } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { languageOfPath, localizedPath } from "~/i18n/languages";
import type { Route } from "./+types/history";
import type { StylesheetHandle } from "~/kernel/page/components/page-stylesheets";
import historyStylesheet from "~/features/history/history.css?url";
import { DecisionHistory } from "~/features/history/components/decision-history";
import { pageHead } from "~/kernel/page/routes/seo";

export const handle: StylesheetHandle = { stylesheets: [historyStylesheet] };

// Head tags, then the page, written as every route module writes them; only the words are this page's.
export const meta: Route.MetaFunction = ({ matches }) => pageHead(matches);

export default function HistoryPage() {
  const { t } = useLingui();
  const home = localizedPath("/", languageOfPath(useLocation().pathname).code);
  return (
    <>
      <section className="page-intro">
        <h1>{t`Your Decision History`}</h1>
        <p className="lead">
          {t`Every decision you made here, kept only in this browser. Search, filter, reroll, delete, export or import.`}
        </p>
      </section>
      <DecisionHistory />
      <p className="history-back">
        <Link to={home}>{t`Back to Main Decider`}</Link>
      </p>
    </>
  );
}
