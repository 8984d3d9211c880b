import type { MatrixLinkOpening } from "~/features/matrix/hooks/use-matrix-state";
import { describeUnkeptWork } from "~/kernel/store/domain/storage-failure";

interface MatrixNoticesProps {
  /** The stored matrix could not be read; it is copied aside by the first change. */
  damaged: boolean;
  /** This browser lets the site keep nothing. */
  unavailable: boolean;
  opening: MatrixLinkOpening;
  onUndo: () => void;
  saveFailed: boolean;
}

/** What happened to the saved matrix and the page's link, in words, with Undo where a link replaced a matrix. */
export function MatrixNotices({ damaged, unavailable, opening, onUndo, saveFailed }: MatrixNoticesProps) {
  return (
    <>
      {damaged && (
        <p className="notice notice-warning" role="alert">
          Your saved matrix could not be read, so this is a fresh one. The saved value is not deleted: your first change
          keeps it aside, unchanged, in this browser’s storage.
        </p>
      )}
      {unavailable && (
        <p className="notice" role="status">
          {`${describeUnkeptWork("the matrix", "nothing")} Share it to keep a copy.`}
        </p>
      )}
      {saveFailed && !unavailable && (
        <p className="notice notice-warning" role="alert">
          {describeUnkeptWork("the matrix", "refused")}
        </p>
      )}
      {opening.status === "damaged" && (
        <p className="notice notice-warning" role="alert">
          {opening.source === "history"
            ? "This matrix from your history could not be read: the saved record may have been changed. Nothing was replaced; your own matrix is below."
            : "This link’s matrix could not be read: the link may have been cut short or changed. Nothing was replaced; your own matrix is below."}
        </p>
      )}
      {opening.status === "opened" && (
        <div className="notice" role="status">
          <p>
            {opening.what === "matrix" && opening.source === "history"
              ? "Opened again from your history: the whole matrix as you saved it."
              : opening.what === "matrix"
                ? "Filled in from a shared link: the whole matrix."
                : "Your options are filled in. Now add the criteria that matter and score each option."}
          </p>
          {opening.previous && (
            <button type="button" className="button" onClick={onUndo}>
              Undo: bring back my previous matrix
            </button>
          )}
        </div>
      )}
    </>
  );
}
