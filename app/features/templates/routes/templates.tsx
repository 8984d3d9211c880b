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
        <h1>Decision Templates</h1>
        <p className="lead">
          Ready-made choice lists for everyday dilemmas: food, weekend plans, money, career, relationships and films.
        </p>
      </section>
      <TemplateGallery />
    </>
  );
}
