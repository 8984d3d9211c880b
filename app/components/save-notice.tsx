import { Link } from "react-router";
import type { SaveResult } from "~/storage/decision-history";

/** Says whether the decision reached the history, and what to do when it could not. */
export function SaveNotice({ saved, savedText }: { saved: SaveResult; savedText: string }) {
  if (saved.ok) return <p className="result-note">{savedText}</p>;
  if (saved.reason === "quota") {
    return (
      <p className="result-note result-warning" role="alert">
        This decision could not be saved: your browser’s storage for this site is full. Nothing already saved was
        removed. Free up space by deleting old decisions in <Link to="/history">History</Link>.
      </p>
    );
  }
  return (
    <p className="result-note result-warning" role="alert">
      This decision could not be saved, because this browser does not let the site keep a history (storage is disabled
      or private browsing blocks it).
    </p>
  );
}
