import { Trans } from "@lingui/react/macro";
import type { Route } from "./+types/ai-reasoning";
import type { StylesheetHandle } from "~/kernel/page/components/page-stylesheets";
import aiReasoningStylesheet from "~/features/reasoning/ai-reasoning.css?url";
import { AiReasoningDecider } from "~/features/reasoning/components/ai-reasoning-decider";
import { pageHead } from "~/kernel/page/routes/seo";

export const handle: StylesheetHandle = { stylesheets: [aiReasoningStylesheet] };

export const meta: Route.MetaFunction = ({ matches }) => pageHead(matches);

export default function AiReasoningPage() {
  return (
    <>
      <section className="page-intro">
        <h1>
          <Trans>AI Reasoning</Trans>
        </h1>
        <p className="lead">
          <Trans>Pick an option and get a short explanation, written on your device. Nothing is sent anywhere.</Trans>
        </p>
      </section>
      <AiReasoningDecider />
    </>
  );
}
