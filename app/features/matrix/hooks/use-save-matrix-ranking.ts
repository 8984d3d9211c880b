import { useRef, useState } from "react";
import {
  formatPoints,
  isTiedAtTop,
  type MatrixInput,
  type RankedMatrix,
} from "~/features/matrix/domain/decision-matrix";
import { encodeMatrixLink } from "~/features/matrix/domain/matrix-link";
import { matrixToJson } from "~/features/matrix/domain/matrix-json";
import type { MatrixState } from "~/features/matrix/domain/matrix-state";
import { useRecordDecision } from "~/kernel/records/hooks/use-record-decision";
import type { SaveResult } from "~/kernel/records/storage/decision-history";

/**
 * Saving the ranking shown to the history, with the whole matrix as a link to open it again. `saved`: how the save
 * of this very matrix went, null when it has not been saved (a changed matrix can be saved again).
 */
export function useSaveMatrixRanking(matrix: MatrixState, input: MatrixInput | null, ranked: RankedMatrix | null) {
  const recordDecision = useRecordDecision();
  // The matrix last saved (as stored), so the same matrix is not saved twice; a failed save may be tried again.
  const [saved, setSaved] = useState<{ matrix: string; result: SaveResult } | null>(null);
  const saving = useRef<string | null>(null);
  const shown = JSON.stringify(matrixToJson(matrix));
  const savedHere = saved?.matrix === shown ? saved.result : null;

  const save = async () => {
    // A record names one chosen option: a tie has none, so it is not saved (the page says why).
    if (!ranked || !input || isTiedAtTop(ranked.ranking) || savedHere?.ok || saving.current === shown) return;
    saving.current = shown;
    const { options } = input;
    const ranking = ranked.ranking.map(({ option, total }) => ({
      name: options[option] as string,
      // In English whatever the page's language: a record has none (D23).
      points: formatPoints(total, "en"),
    }));
    const outcome = { kind: "matrix" as const, ranking, link: await encodeMatrixLink(matrix) };
    const record = {
      choices: [...options],
      result: ranking[0]?.name ?? "",
      category: "Decision Matrix" as const,
      outcome,
    };
    setSaved({ matrix: shown, result: recordDecision(record) });
    saving.current = null;
  };

  return { saved: savedHere, save };
}
