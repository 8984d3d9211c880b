import { Trans } from "@lingui/react/macro";
import { collectChoiceRows, minimumChoices, type ChoiceRow } from "~/kernel/lists/domain/choice-list";

interface PickAgainButtonProps<Row extends ChoiceRow> {
  rows: readonly Row[];
  winnerRowId: number;
  winner: string;
  /** Called with the rows the winner's row is removed from. */
  onPick: (remaining: Row[]) => void;
}

/** Calling on students or drawing prizes: the same draw again without the winner, while two choices are left. */
export function PickAgainButton<Row extends ChoiceRow>({
  rows,
  winnerRowId,
  winner,
  onPick,
}: PickAgainButtonProps<Row>) {
  const remaining = rows.filter((row) => row.id !== winnerRowId);
  if (collectChoiceRows(remaining).length < minimumChoices) return null;
  return (
    <button type="button" className="button button-primary pick-again" onClick={() => onPick(remaining)}>
      <Trans>
        Pick again without <bdi>{winner}</bdi>
      </Trans>
    </button>
  );
}
