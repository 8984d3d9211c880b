import { Link } from "react-router";
import { describeStorageFailure } from "~/kernel/store/domain/storage-failure";
import type { SaveResult } from "~/kernel/records/storage/decision-history";

/** Says whether the decision reached the history, and what to do when it could not. */
export function SaveNotice({ saved, savedText }: { saved: SaveResult; savedText: string }) {
  if (saved.ok) return <p className="result-note">{savedText}</p>;
  return (
    <p className="result-note result-warning" role="alert">
      {`This decision could not be saved: ${describeStorageFailure(saved.reason)}.`}
      {saved.reason === "quota" && (
        <>
          {" Nothing already saved was removed. Free up space by deleting old decisions in "}
          <Link to="/history">History</Link>.
        </>
      )}
    </p>
  );
}
