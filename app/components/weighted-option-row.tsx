import { memo, type KeyboardEvent } from "react";
import type { RowControls } from "~/components/editable-list";
import {
  formatRowShare,
  maximumWeight,
  minimumWeight,
  updateWeightedRow,
  type WeightedRow,
} from "~/domain/weighted-options";

export type WeightedRowsUpdate = (update: (rows: readonly WeightedRow[]) => WeightedRow[]) => void;

interface WeightedOptionRowProps extends RowControls {
  row: WeightedRow;
  index: number;
  /** The sum of the counted weights, for this row's share. */
  total: number;
  disabled: boolean;
  onChange: WeightedRowsUpdate;
}

// Memoised so typing in one of thousands of rows re-renders only that row.
export const WeightedOptionRow = memo(function WeightedOptionRow({
  row,
  index,
  total,
  canRemove,
  disabled,
  onChange,
  onEnter,
  onRemove,
  onPaste,
}: WeightedOptionRowProps) {
  const label = `Option ${index + 1}`;
  const update = (change: Partial<Pick<WeightedRow, "text" | "weight">>) =>
    onChange((rows) => updateWeightedRow(rows, row.id, change));
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    onEnter(index);
  };

  return (
    <li className="weighted-row">
      <div className="weighted-row-text">
        <input
          type="text"
          aria-label={label}
          placeholder={label}
          value={row.text}
          disabled={disabled}
          onChange={(event) => update({ text: event.target.value })}
          onKeyDown={handleKeyDown}
          onPaste={(event) => onPaste(index, event)}
        />
        {canRemove && (
          <button
            type="button"
            className="icon-button"
            aria-label={`Remove ${label.toLowerCase()}`}
            disabled={disabled}
            onClick={() => onRemove(index, row.id)}
          >
            <span aria-hidden="true">✕</span>
          </button>
        )}
      </div>
      <input
        type="range"
        className="weight-slider"
        aria-label={`Weight for ${label.toLowerCase()}`}
        min={minimumWeight}
        max={maximumWeight}
        step={1}
        value={row.weight}
        disabled={disabled}
        onChange={(event) => update({ weight: Number(event.target.value) })}
      />
      <p className="weighted-row-figures">
        <span className="weighted-row-weight">{`Weight: ${row.weight}%`}</span>
        <span>{`${formatRowShare(row, total)} of total`}</span>
      </p>
    </li>
  );
});
