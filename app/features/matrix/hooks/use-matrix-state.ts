import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { isOpenedFromHistory } from "~/kernel/records/domain/decision-record";
import { decodeListLink } from "~/kernel/lists/domain/list-link";
import { beforeEarlyPresses } from "~/kernel/ui/hooks/use-early-presses";
import { decodeMatrixLink } from "~/features/matrix/domain/matrix-link";
import { emptyMatrix, isBlankMatrix, matrixFromOptions, type MatrixState } from "~/features/matrix/domain/matrix-state";
import {
  canKeepMatrix,
  readRawMatrix,
  restoreMatrix,
  saveMatrixState,
  subscribeToMatrix,
} from "~/features/matrix/storage/decision-matrix-state";

/**
 * What opening the page's link did: a whole matrix, options from another page's list, or a damaged link. `source`:
 * a link from elsewhere, or a record's "Open again" in the visitor's own history.
 */
export type MatrixLinkOpening =
  | { status: "none" }
  | { status: "damaged"; source: MatrixLinkSource }
  /** `previous`: the matrix the link replaced, for Undo; null when it held nothing typed. */
  | { status: "opened"; source: MatrixLinkSource; what: "matrix" | "options"; previous: MatrixState | null };

export type MatrixLinkSource = "link" | "history";

/**
 * A new matrix, or an edit of the one stored last. The fields found changed as the page hydrates each hand over their
 * edit in the same commit, before any of them is shown: made on the matrix stored last, each keeps the ones before.
 */
export type MatrixChange = MatrixState | ((latest: MatrixState) => MatrixState);

// Whether storage can be used does not change while the page is open.
const subscribeToNothing = () => () => {};

/** The matrix in the link: a whole matrix, or another page's list as the options; "none" when there is neither. */
async function readLink(hash: string) {
  const matrixReading = await decodeMatrixLink(hash);
  if (matrixReading.status !== "none") return matrixReading;
  const listReading = await decodeListLink(hash);
  if (listReading.status !== "opened") return listReading;
  return { status: "options" as const, matrix: matrixFromOptions(listReading.list.choices) };
}

/**
 * The matrix being edited, always the one stored last: restored from storage after hydration (the server knows
 * nothing of it), followed when another tab changes it, replaced by a matrix or a list carried in the link, and
 * saved on every change. An edit is made to the matrix shown, which is the latest, so it never writes an older
 * matrix over a newer one.
 */
export function useMatrixState() {
  const raw = useSyncExternalStore(
    subscribeToMatrix,
    () => readRawMatrix(),
    () => null,
  );
  const { matrix, damaged } = useMemo(() => restoreMatrix(raw), [raw]);
  const available = useSyncExternalStore(
    subscribeToNothing,
    () => canKeepMatrix(),
    () => true,
  );
  const [opening, setOpening] = useState<MatrixLinkOpening>({ status: "none" });
  const source: MatrixLinkSource = isOpenedFromHistory(useLocation().state) ? "history" : "link";
  // A new object on every save, so that the page renders each edit at once. Just after hydration, before React has
  // subscribed to the store, a save alone would not render: React would put the field back to what it showed, and
  // the visitor's next key would then replace their name rather than add to it.
  const [lastSave, setLastSave] = useState({ ok: true });

  const keep = useCallback((change: MatrixChange) => {
    const next = typeof change === "function" ? change(restoreMatrix(readRawMatrix()).matrix ?? emptyMatrix) : change;
    setLastSave({ ok: saveMatrixState(next) });
  }, []);

  useEffect(() => {
    let active = true;
    const open = async () => {
      const { hash, pathname, search } = window.location;
      const reading = await readLink(hash);
      if (!active || reading.status === "none") return;
      // The page holds the matrix from now on: a reload must not put the link's version back over later edits.
      window.history.replaceState(window.history.state, "", pathname + search);
      if (reading.status === "damaged") return setOpening({ status: "damaged", source });
      const current = restoreMatrix(readRawMatrix()).matrix;
      const previous = current && !isBlankMatrix(current) ? current : null;
      keep(reading.matrix);
      setOpening({ status: "opened", source, what: reading.status === "opened" ? "matrix" : "options", previous });
    };
    beforeEarlyPresses(open());
    window.addEventListener("hashchange", open);
    return () => {
      active = false;
      window.removeEventListener("hashchange", open);
    };
  }, [keep, source]);

  const undoOpening = useCallback(() => {
    if (opening.status === "opened" && opening.previous) keep(opening.previous);
    setOpening({ status: "none" });
  }, [keep, opening]);

  return {
    matrix: matrix ?? emptyMatrix,
    setMatrix: keep,
    damaged,
    available,
    opening,
    undoOpening,
    saveFailed: !lastSave.ok,
  };
}
