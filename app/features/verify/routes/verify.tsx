import { Trans } from "@lingui/react/macro";
import type { Route } from "./+types/verify";
import type { StylesheetHandle } from "~/kernel/page/components/page-stylesheets";
import drawStylesheet from "~/kernel/receipts/giveaways.css?url";
import { ReceiptVerifier } from "~/features/verify/components/receipt-verifier";
import { pageHead } from "~/kernel/page/routes/seo";

export const handle: StylesheetHandle = { stylesheets: [drawStylesheet] };

// Head tags, then the page, written as every route module writes them; only the words are this page's.
export const meta: Route.MetaFunction = ({ matches }) => pageHead(matches);

export default function VerifyPage() {
  return (
    <>
      <section className="page-intro">
        <h1>
          <Trans>Verify a Draw</Trans>
        </h1>
        <p className="lead">
          <Trans>
            Paste or open the receipt of a verifiable draw. Your browser recomputes the list’s hash, the commitment, the
            seed and every winner; nothing is sent anywhere, and it works offline.
          </Trans>
        </p>
      </section>
      <ReceiptVerifier />
    </>
  );
}
