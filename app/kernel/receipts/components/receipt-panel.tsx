import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "react-router";
import { languageOfPath, localizedPath } from "~/i18n/languages";
import type { I18n } from "~/i18n/runtime";
import { CopyButton } from "~/kernel/ui/components/copy-button";
import { downloadFile } from "~/kernel/ui/components/download-file";
import { formatLocalDate } from "~/kernel/format/domain/local-date";
import { listFileText, listHash } from "~/kernel/receipts/domain/canonical-list";
import { encodeReceiptLink } from "~/kernel/receipts/domain/receipt-link";
import { withoutList, type SealedReceipt } from "~/kernel/receipts/domain/verifiable-receipt";

/** The longest list a receipt carries by default: a longer one goes in a file beside it, and the link stays short. */
export const listInReceiptLimit = 200;
/** The longest link the page offers to copy: Discord's messages hold 2,000 characters (Twitch's 500). */
export const chatLinkLimit = 2_000;

/**
 * The receipt of a verifiable draw or split, with or without the list, as a JSON file and as a link to /verify; without
 * the list, the list file beside it, with its SHA-256 and how an entrant checks it. Its files are named for the kind of
 * result: `draw-receipt-2026-11-25.json`, `draw-list-2026-11-25.txt`.
 */
export function ReceiptPanel({ receipt }: { receipt: SealedReceipt<string> }) {
  const { t } = useLingui();
  // The link to /verify stays in the reader's language; the receipt's own link is the same in every language (D23).
  const verifyPath = localizedPath("/verify", languageOfPath(useLocation().pathname).code);
  const lines = receipt.list ?? [];
  const [chosen, setIncludeList] = useState<boolean | null>(null);
  const [links, setLinks] = useState<{ for: SealedReceipt<string>; full: string; short: string } | null>(null);
  const date = formatLocalDate(new Date());
  const listName = `${receipt.kind}-list-${date}.txt`;

  useEffect(() => {
    let active = true;
    const url = async (shown: object) => `${window.location.origin}/verify#${await encodeReceiptLink(shown)}`;
    void Promise.all([url(receipt), url(withoutList(receipt))]).then(([full, short]) => {
      if (active) setLinks({ for: receipt, full, short });
    });
    return () => {
      active = false;
    };
  }, [receipt]);
  const current = links?.for === receipt ? links : null;
  // Left out by default when long: a link past a chat's limit, or a list that publishes hundreds of names.
  const includeList =
    chosen ?? (lines.length <= listInReceiptLimit && (!current || current.full.length <= chatLinkLimit));
  const shown = useMemo(() => (includeList ? receipt : withoutList(receipt)), [receipt, includeList]);
  const link = current && (includeList ? current.full : current.short);

  return (
    <div className="draw-receipt">
      <h3>{t({ message: "Receipt", comment: "The proof file of a verifiable draw or split" })}</h3>
      <p className="hint">
        <Trans>
          Anyone can check this result with the receipt on <Link to={verifyPath}>the verify page</Link>, even offline.
          It reveals the secret, so share it only after the draw.
        </Trans>
      </p>
      <label className="checkbox-row">
        <input type="checkbox" checked={includeList} onChange={(event) => setIncludeList(event.target.checked)} />
        {t`Put the list in the receipt (otherwise publish the list file beside it)`}
      </label>
      <div className="button-row">
        <button
          type="button"
          className="button"
          onClick={() =>
            downloadFile(
              `${receipt.kind}-receipt-${date}.json`,
              "application/json",
              `${JSON.stringify(shown, null, 2)}\n`,
            )
          }
        >
          {t`Download receipt`}
        </button>
        {link &&
          (link.length <= chatLinkLimit ? (
            <CopyButton text={link} label={t`Copy receipt link`} fieldLabel={t`Link to the receipt`} />
          ) : (
            <p className="hint">
              <LinkTooLong length={link.length} listIncluded={includeList} />
            </p>
          ))}
        {!includeList && (
          <button
            type="button"
            className="button"
            onClick={() => downloadFile(listName, "text/plain", listFileText(lines))}
          >
            {t`Download the list`}
          </button>
        )}
      </div>
      {!includeList && (
        <p className="hint">
          <ListFileCheck hash={listHash(lines, 4)} listName={listName} />
        </p>
      )}
    </div>
  );
}

/** Why the page offers no link: too long for a chat message, and what to share instead. */
function LinkTooLong({ length, listIncluded }: { length: number; listIncluded: boolean }) {
  const { i18n } = useLingui();
  return wordLinkTooLong(i18n, length, listIncluded);
}

function wordLinkTooLong(i18n: I18n, length: number, listIncluded: boolean): string {
  return listIncluded
    ? i18n._(
        msg`The receipt’s link would be {length, number} characters, too long for a chat message: share the receipt file, or leave the list out.`,
        { length },
      )
    : i18n._(
        msg`The receipt’s link would be {length, number} characters, too long for a chat message: share the receipt file.`,
        { length },
      );
}

/** How an entrant checks the published list file: its SHA-256, and the commands that compute it. */
function ListFileCheck({ hash, listName }: { hash: string; listName: string }) {
  return (
    <Trans>
      Publish the list file beside the receipt. Its SHA-256 is the statement’s list SHA-256, {hash}: an entrant checks
      it with <code>sha256sum {listName}</code> (or <code>Get-FileHash -Algorithm SHA256 {listName}</code> in
      PowerShell), then finds their own name in it.
    </Trans>
  );
}
