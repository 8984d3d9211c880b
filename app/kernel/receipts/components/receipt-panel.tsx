import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { CopyButton } from "~/kernel/ui/components/copy-button";
import { downloadFile } from "~/kernel/ui/components/download-file";
import { formatLocalDate } from "~/kernel/format/domain/local-date";
import { encodeReceiptLink } from "~/kernel/receipts/domain/receipt-link";
import { withoutList, type SealedReceipt } from "~/kernel/receipts/domain/verifiable-receipt";

/**
 * The receipt of a verifiable draw or split, with or without the list, as a JSON file and as a link to /verify. Its files
 * are named for the kind of result: `draw-receipt-2026-11-25.json`, `teams-receipt-2026-11-25.json`.
 */
export function ReceiptPanel({ receipt }: { receipt: SealedReceipt<string> }) {
  const [includeList, setIncludeList] = useState(true);
  const [link, setLink] = useState<{ for: SealedReceipt<string>; url: string } | null>(null);
  const shown = useMemo(() => (includeList ? receipt : withoutList(receipt)), [receipt, includeList]);

  useEffect(() => {
    let active = true;
    void encodeReceiptLink(shown).then((fragment) => {
      if (active) setLink({ for: shown, url: `${window.location.origin}/verify#${fragment}` });
    });
    return () => {
      active = false;
    };
  }, [shown]);

  return (
    <div className="draw-receipt">
      <h3>Receipt</h3>
      <p className="hint">
        Anyone can check this result with the receipt on <Link to="/verify">the verify page</Link>, even offline. It
        reveals the secret, so share it only after the draw.
      </p>
      <label className="checkbox-row">
        <input type="checkbox" checked={includeList} onChange={(event) => setIncludeList(event.target.checked)} />
        Put the list in the receipt (otherwise only its hash)
      </label>
      <div className="button-row">
        <button
          type="button"
          className="button"
          onClick={() =>
            downloadFile(
              `${receipt.kind}-receipt-${formatLocalDate(new Date())}.json`,
              "application/json",
              `${JSON.stringify(shown, null, 2)}\n`,
            )
          }
        >
          Download receipt
        </button>
        {link && link.for === shown && (
          <CopyButton text={link.url} label="Copy receipt link" fieldLabel="Link to the receipt" />
        )}
        {!includeList && receipt.list && (
          // What to publish beside a receipt without the list: exactly the lines its hash was made from.
          <button
            type="button"
            className="button"
            onClick={() =>
              downloadFile(
                `${receipt.kind}-list-${formatLocalDate(new Date())}.txt`,
                "text/plain",
                `${(receipt.list ?? []).join("\n")}\n`,
              )
            }
          >
            Download the list
          </button>
        )}
      </div>
    </div>
  );
}
