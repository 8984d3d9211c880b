import { Trans } from "@lingui/react/macro";
import type { Route } from "./+types/templates";
import type { StylesheetHandle } from "~/kernel/page/components/page-stylesheets";
import templatesStylesheet from "~/features/templates/templates.css?url";
import { TemplateGallery } from "~/features/templates/components/template-gallery";
import { pageHead } from "~/kernel/page/routes/seo";

export const handle: StylesheetHandle = { stylesheets: [templatesStylesheet] };

export const meta: Route.MetaFunction = ({ matches }) => pageHead(matches);

export default function TemplatesPage() {
  return (
    <>
      <section className="page-intro">
        <h1>
          <Trans>Decision Templates</Trans>
        </h1>
        <p className="lead">
          <Trans>
            Ready-made choice lists for everyday dilemmas: food, weekend plans, money, career, relationships and films.
          </Trans>
        </p>
      </section>
      <TemplateGallery />
    </>
  );
}
