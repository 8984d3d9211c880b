import type { Route } from "./+types/home";
import type { StylesheetHandle } from "~/components/page-stylesheets";
import wheelStylesheet from "~/styles/wheel.css?url";
import { DecisionFeed } from "~/components/decision-feed";
import { ExploreTools } from "~/components/explore-tools";
import { HowItWorks } from "~/components/how-it-works";
import { QuickDecider } from "~/components/quick-decider";
import { WhyChoose } from "~/components/why-choose";
import { buildPageHead } from "~/seo";

export const handle: StylesheetHandle = { stylesheets: [wheelStylesheet] };

export const meta: Route.MetaFunction = () =>
  buildPageHead({
    title: "AI Decision Maker – Free Random Picker for Any Choice",
    description:
      "Can't decide? List your options and get a fair, instant pick. Weighted odds, explained picks, tournaments and templates — free, private, no sign-up.",
    path: "/",
    kind: "WebApplication",
  });

export default function HomePage() {
  return (
    <>
      <section className="hero">
        <h1>Can’t decide? Let AI Decision Maker pick.</h1>
        <p className="lead">
          List your options and get a fair pick in seconds. Free, no sign-up, and everything stays in your browser.
        </p>
      </section>
      <QuickDecider />
      <ExploreTools />
      <HowItWorks />
      <WhyChoose />
      <DecisionFeed />
    </>
  );
}
