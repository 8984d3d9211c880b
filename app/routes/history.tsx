import type { Route } from "./+types/history";
import { buildPageHead } from "~/seo";

export const meta: Route.MetaFunction = () =>
  buildPageHead({
    title: "Your Decision History",
    description: "Every decision you made here, kept only in this browser. Search, filter, reroll or delete.",
    path: "/history",
  });

export default function HistoryPage() {
  return (
    <section className="page-intro">
      <h1>Your Decision History</h1>
      <p className="lead">Every decision you made here, kept only in this browser. Search, filter, reroll or delete.</p>
      <p className="notice">This tool is being built and will appear here soon.</p>
    </section>
  );
}
