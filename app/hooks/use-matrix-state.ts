import { useCallback, useEffect, useState } from "react";
import { decodeListLink } from "~/domain/list-link";
import { decodeMatrixLink } from "~/domain/matrix-link";
import { emptyMatrix, isBlankMatrix, matrixFromOptions, type MatrixState } from "~/domain/matrix-state";
import { loadMatrixState, saveMatrixState, type StoredMatrix } from "~/storage/decision-matrix-state";

/** What opening the page's link did: a whole matrix, options from another page's list, or a damaged link. */
export type MatrixLinkOpening =
  | { status: "none" }
  | { status: "damaged" }
  /** `previous`: the matrix the link replaced, for Undo; null when it held nothing typed. */
  | { status: "opened"; what: "matrix" | "options"; previous: MatrixState | null };

/** Where the stored value could be neither read nor copied aside, it must stay untouched: nothing is written. */
const canWrite = (stored: StoredMatrix | null) =>
  stored !== null && stored.status !== "unavailable" && !(stored.status === "damaged" && stored.backupKey === null);

/** The matrix in the link: a whole matrix, or another page's list as the options; "none" when there is neither. */
async function readLink(hash: string) {
  const matrixReading = await decodeMatrixLink(hash);
  if (matrixReading.status !== "none") return matrixReading;
  const listReading = await decodeListLink(hash);
  if (listReading.status !== "opened") return listReading;
  return { status: "options" as const, matrix: matrixFromOptions(listReading.list.choices) };
}

/**
 * The matrix being edited: restored from storage after hydration (the server knows nothing of it), replaced by a
 * matrix or a list carried in the link, and saved on every change.
 */
export function useMatrixState() {
  const [matrix, setMatrix] = useState<MatrixState>(emptyMatrix);
  const [stored, setStored] = useState<StoredMatrix | null>(null);
  const [opening, setOpening] = useState<MatrixLinkOpening>({ status: "none" });
  const [saveFailed, setSaveFailed] = useState(false);

  const keep = useCallback((next: MatrixState, storedNow: StoredMatrix | null) => {
    setMatrix(next);
    if (canWrite(storedNow)) setSaveFailed(!saveMatrixState(next));
  }, []);

  useEffect(() => {
    let active = true;
    let restored: StoredMatrix | null = null;
    const open = async () => {
      const { hash, pathname, search } = window.location;
      const reading = await readLink(hash);
      if (!active) return;
      if (restored === null) {
        restored = loadMatrixState();
        setStored(restored);
        if (restored.status === "restored") setMatrix(restored.matrix);
      }
      if (reading.status === "none") return;
      // The page holds the matrix from now on: a reload must not put the link's version back over later edits.
      window.history.replaceState(window.history.state, "", pathname + search);
      if (reading.status === "damaged") return setOpening({ status: "damaged" });
      const previous = restored.status === "restored" && !isBlankMatrix(restored.matrix) ? restored.matrix : null;
      keep(reading.matrix, restored);
      setOpening({ status: "opened", what: reading.status === "opened" ? "matrix" : "options", previous });
    };
    void open();
    window.addEventListener("hashchange", open);
    return () => {
      active = false;
      window.removeEventListener("hashchange", open);
    };
  }, [keep]);

  const change = useCallback((next: MatrixState) => keep(next, stored), [keep, stored]);

  const undoOpening = useCallback(() => {
    if (opening.status === "opened" && opening.previous) keep(opening.previous, stored);
    setOpening({ status: "none" });
  }, [keep, opening, stored]);

  return { matrix, setMatrix: change, stored, opening, undoOpening, saveFailed };
}
