import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "react-router";
import { languageOfPath, localizedPath } from "~/i18n/languages";
import type { SaveResult } from "~/kernel/records/storage/decision-history";

/** Says whether the decision reached the history, and what to do when it could not. */
export function SaveNotice({ saved, savedText }: { saved: SaveResult; savedText: string }) {
  const { t } = useLingui();
  const historyPath = localizedPath("/history", languageOfPath(useLocation().pathname).code);
  if (saved.ok) return <p className="result-note">{savedText}</p>;
  return (
    <p className="result-note result-warning" role="alert">
      {saved.reason === "quota" ? (
        <Trans>
          This decision could not be saved: your browser’s storage for this site is full. Nothing already saved was
          removed. Free up space by deleting old decisions in <Link to={historyPath}>History</Link>.
        </Trans>
      ) : (
        t`This decision could not be saved: this browser does not let the site keep a history (storage is disabled or blocked).`
      )}
    </p>
  );
}
