import { useMemo, useState } from "react";
import { Announcer } from "~/components/announcer";
import { MatrixComparisons } from "~/components/matrix-comparisons";
import { MatrixEditor } from "~/components/matrix-editor";
import { MatrixNotices } from "~/components/matrix-notices";
import { MatrixResultView } from "~/components/matrix-result";
import { SaveNotice } from "~/components/save-notice";
import { ShareMatrix } from "~/components/share-matrix";
import { formatPoints, isTiedAtTop, rankMatrix } from "~/domain/decision-matrix";
import { encodeMatrixLink } from "~/domain/matrix-link";
import { checkMatrix, effectiveImportance, type MatrixState } from "~/domain/matrix-state";
import { useMatrixState } from "~/hooks/use-matrix-state";
import { useMoveFocus } from "~/hooks/use-move-focus";
import { useRecordDecision } from "~/hooks/use-record-decision";
import type { SaveResult } from "~/storage/decision-history";

/** The decision matrix: criteria and options in, a ranking that explains itself out. */
export function DecisionMatrix() {
  const { matrix, setMatrix, stored, opening, undoOpening, saveFailed } = useMatrixState();
  const recordDecision = useRecordDecision();
  // Undo takes away the notice its button is in: focus goes to the heading of the matrix it brought back.
  const { ref, moveFocus } = useMoveFocus<HTMLHeadingElement>();
  const undo = () => moveFocus(undoOpening, (heading) => heading);
  const [saved, setSaved] = useState<{ matrix: MatrixState; result: SaveResult } | null>(null);
  const check = useMemo(() => checkMatrix(matrix), [matrix]);
  const importance = useMemo(() => effectiveImportance(matrix), [matrix]);
  const result = useMemo(() => (check.input ? rankMatrix(check.input) : null), [check]);
  const ranked = result?.status === "ranked" ? result : null;
  const winner = ranked && !isTiedAtTop(ranked.ranking) ? check.input?.options[ranked.ranking[0]?.option ?? 0] : null;

  const save = async () => {
    if (!ranked || !check.input) return;
    const { options } = check.input;
    const ranking = ranked.ranking.map(({ option, total }) => ({
      name: options[option] as string,
      points: formatPoints(total),
    }));
    const outcome = { kind: "matrix" as const, ranking, link: await encodeMatrixLink(matrix) };
    const record = {
      choices: [...options],
      result: ranking[0]?.name ?? "",
      category: "Decision Matrix" as const,
      outcome,
    };
    setSaved({ matrix, result: recordDecision(record) });
  };

  return (
    <section className="decider matrix-decider" aria-labelledby="matrix-heading">
      <h2 id="matrix-heading" ref={ref} tabIndex={-1}>
        Your matrix
      </h2>
      <MatrixNotices stored={stored} opening={opening} onUndo={undo} saveFailed={saveFailed} />
      <MatrixEditor matrix={matrix} check={check} importance={importance} onChange={setMatrix} />

      <section className="matrix-section" aria-labelledby="matrix-comparisons-heading">
        <h3 id="matrix-comparisons-heading">Importance from comparisons (optional)</h3>
        <MatrixComparisons matrix={matrix} onChange={setMatrix} />
      </section>

      <section className="matrix-section" aria-labelledby="matrix-result-heading">
        <h2 id="matrix-result-heading">Result</h2>
        {check.general.map((problem) => (
          <p key={problem} className="notice notice-warning">
            {problem}
          </p>
        ))}
        {!check.input && check.general.length === 0 && (
          <p className="notice">Fill in the marked fields above to see the ranking. Everything you typed is kept.</p>
        )}
        {result?.status === "no-importance" && (
          <p className="notice notice-warning">
            Every criterion has importance 0, so nothing counts and there is no ranking. Give at least one criterion
            some importance.
          </p>
        )}
        {result?.status === "no-information" && (
          <p className="notice notice-warning">
            Every criterion that has some importance gives all options the same score, so nothing tells them apart.
            Change a score, or give importance to a criterion where the options differ.
          </p>
        )}
        {ranked && check.input && (
          <>
            <MatrixResultView input={check.input} result={ranked} />
            <div className="button-row">
              <button type="button" className="button button-primary" onClick={() => void save()}>
                Save to history
              </button>
            </div>
            {saved?.matrix === matrix && (
              <SaveNotice saved={saved.result} savedText="Saved to your history with the whole ranking." />
            )}
          </>
        )}
        <ShareMatrix matrix={matrix} />
      </section>
      <Announcer message={winner ? `Decision matrix: ${winner} ranks first.` : ""} />
    </section>
  );
}
