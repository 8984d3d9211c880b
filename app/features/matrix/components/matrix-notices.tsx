import { useLingui } from "@lingui/react/macro";
import type { MatrixLinkOpening } from "~/features/matrix/hooks/use-matrix-state";

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
  const { t } = useLingui();
  return (
    <>
      {damaged && (
        <p className="notice notice-warning" role="alert">
          {t`Your saved matrix could not be read, so this is a fresh one. The saved value is not deleted: your first change keeps it aside, unchanged, in this browser’s storage.`}
        </p>
      )}
      {unavailable && (
        <p className="notice" role="status">
          {t`This browser does not let the site keep anything (storage is disabled or blocked), so the matrix will be gone when you leave the page. Share it to keep a copy.`}
        </p>
      )}
      {saveFailed && !unavailable && (
        <p className="notice notice-warning" role="alert">
          {t`The matrix could not be saved in this browser (its storage may be full): it is still here until you leave the page.`}
        </p>
      )}
      {opening.status === "damaged" && (
        <p className="notice notice-warning" role="alert">
          {opening.source === "history"
            ? t`This matrix from your history could not be read: the saved record may have been changed. Nothing was replaced; your own matrix is below.`
            : t`This link’s matrix could not be read: the link may have been cut short or changed. Nothing was replaced; your own matrix is below.`}
        </p>
      )}
      {opening.status === "opened" && (
        <div className="notice" role="status">
          <p>
            {opening.what === "matrix" && opening.source === "history"
              ? t`Opened again from your history: the whole matrix as you saved it.`
              : opening.what === "matrix"
                ? t`Filled in from a shared link: the whole matrix.`
                : t`Your options are filled in. Now add the criteria that matter and score each option.`}
          </p>
          {opening.previous && (
            <button type="button" className="button" onClick={onUndo}>
              {t`Undo: bring back my previous matrix`}
            </button>
          )}
        </div>
      )}
    </>
  );
}
