import { useLingui } from "@lingui/react/macro";
import { useDeferredValue, useMemo } from "react";
import { Announcer } from "~/kernel/ui/components/announcer";
import { MatrixComparisons } from "~/features/matrix/components/matrix-comparisons";
import { MatrixEditor } from "~/features/matrix/components/matrix-editor";
import { MatrixNotices } from "~/features/matrix/components/matrix-notices";
import { MatrixResultView } from "~/features/matrix/components/matrix-result";
import { SaveNotice } from "~/kernel/records/components/save-notice";
import { ShareMatrix } from "~/features/matrix/components/share-matrix";
import { isTiedAtTop, rankMatrix } from "~/features/matrix/domain/decision-matrix";
import { checkMatrix } from "~/features/matrix/domain/matrix-check";
import { describeMissing } from "~/features/matrix/components/matrix-words";
import { effectiveImportance } from "~/features/matrix/domain/matrix-importance";
import { useMatrixState } from "~/features/matrix/hooks/use-matrix-state";
import { useSaveMatrixRanking } from "~/features/matrix/hooks/use-save-matrix-ranking";
import { useMoveFocus } from "~/kernel/ui/hooks/use-move-focus";
import { isolate } from "~/kernel/format/domain/isolate";

/** The decision matrix: criteria and options in, a ranking that explains itself out. */
export function DecisionMatrix() {
  const { t, i18n } = useLingui();
  const { matrix, setMatrix, damaged, available, opening, undoOpening, saveFailed } = useMatrixState();
  // Undo takes away the notice its button is in: focus goes to the heading of the matrix it brought back.
  const { ref, moveFocus } = useMoveFocus<HTMLHeadingElement>();
  const undo = () => moveFocus(undoOpening, (heading) => heading);
  const check = useMemo(() => checkMatrix(matrix), [matrix]);
  const importance = useMemo(() => effectiveImportance(matrix), [matrix]);
  // The result follows the matrix in a render of its own, which React may interrupt: a key shows in its field at once,
  // and the ranking, explanation and sensitivity of a 20 × 12 matrix (some 100 ms at CPU ×4) come in the frames after.
  // Until they do, the result is the matrix's before, marked busy; all of it is of one matrix, saved as shown.
  const shownMatrix = useDeferredValue(matrix);
  const stale = shownMatrix !== matrix;
  const shownCheck = useMemo(() => checkMatrix(shownMatrix), [shownMatrix]);
  const result = useMemo(() => (shownCheck.input ? rankMatrix(shownCheck.input) : null), [shownCheck]);
  const ranked = result?.status === "ranked" ? result : null;
  const tied = ranked !== null && isTiedAtTop(ranked.ranking);
  const winner = ranked && !tied ? shownCheck.input?.options[ranked.ranking[0]?.option ?? 0] : null;
  const isolatedWinner = winner ? isolate(winner) : null;
  const { saved: savedHere, save } = useSaveMatrixRanking(shownMatrix, shownCheck.input, ranked);

  return (
    <section className="decider matrix-decider" aria-labelledby="matrix-heading">
      <h2 id="matrix-heading" ref={ref} tabIndex={-1}>
        {t`Your matrix`}
      </h2>
      <MatrixNotices
        damaged={damaged}
        unavailable={!available}
        opening={opening}
        onUndo={undo}
        saveFailed={saveFailed}
      />
      <MatrixEditor matrix={matrix} check={check} importance={importance} onChange={setMatrix} />

      <section className="matrix-section" aria-labelledby="matrix-comparisons-heading">
        <h3 id="matrix-comparisons-heading">{t`Importance from comparisons (optional)`}</h3>
        <MatrixComparisons matrix={matrix} onChange={setMatrix} />
      </section>

      <section className="matrix-section" aria-labelledby="matrix-result-heading" aria-busy={stale}>
        <h2 id="matrix-result-heading">{t`Result`}</h2>
        {shownCheck.general.map((problem) => (
          <p key={problem.id} className="notice notice-warning">
            {i18n._(problem)}
          </p>
        ))}
        {!shownCheck.input && shownCheck.general.length === 0 && (
          <p className="notice">{describeMissing(i18n, shownMatrix, shownCheck)}</p>
        )}
        {result?.status === "no-importance" && (
          <p className="notice notice-warning">
            {t`Every criterion has importance 0, so nothing counts and there is no ranking. Give at least one criterion some importance.`}
          </p>
        )}
        {result?.status === "no-information" && (
          <p className="notice notice-warning">
            {t`Every criterion that has some importance gives all options the same score, so nothing tells them apart. Change a score, or give importance to a criterion where the options differ.`}
          </p>
        )}
        {ranked && shownCheck.input && (
          <>
            <MatrixResultView input={shownCheck.input} result={ranked} stale={stale} />
            {tied ? (
              <p className="notice">
                {t`A tie is not saved to your history, which keeps the one option you chose. Break the tie to save the ranking.`}
              </p>
            ) : (
              <div className="button-row">
                <button
                  type="button"
                  className="button button-primary"
                  aria-disabled={savedHere?.ok ? true : undefined}
                  onClick={() => void save()}
                >
                  {savedHere?.ok ? t`Saved to history` : t`Save to history`}
                </button>
              </div>
            )}
            {savedHere && <SaveNotice saved={savedHere} savedText={t`Saved to your history with the whole ranking.`} />}
          </>
        )}
        <ShareMatrix matrix={matrix} />
      </section>
      <Announcer message={isolatedWinner ? t`Decision matrix: ${isolatedWinner} ranks first.` : ""} />
    </section>
  );
}
