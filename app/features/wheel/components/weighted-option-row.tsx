import { memo, useRef } from "react";
import { wordList } from "~/kernel/lists/components/list-words";
import { useLingui } from "@lingui/react/macro";
import type { RowControls } from "~/kernel/lists/components/editable-list";
import { RowTextField } from "~/kernel/lists/components/row-text-field";
import {
  formatRowShare,
  maximumWeight,
  minimumWeight,
  updateWeightedRow,
  type WeightedRow,
} from "~/kernel/lists/domain/weighted-options";
import { listNounWords } from "~/kernel/lists/domain/list-nouns";
import { useKeepEarlyInput } from "~/kernel/lists/hooks/use-keep-early-input";
import { formatPercent } from "~/kernel/format/domain/intl-formats";

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
  disabled,
  onChange,
  ...controls
}: WeightedOptionRowProps) {
  const { t, i18n } = useLingui();
  const position = index + 1;
  const label = t`Option ${position}`;
  const sliderRef = useRef<HTMLInputElement>(null);
  const update = (change: Partial<Pick<WeightedRow, "text" | "weight">>) =>
    onChange((rows) => updateWeightedRow(rows, row.id, change));
  const weightPercent = formatPercent(row.weight / 100, i18n.locale, { maximumFractionDigits: 0 });
  const share = formatRowShare(row, total, i18n.locale);
  useKeepEarlyInput(sliderRef, (slider) => update({ weight: Number(slider.value) }));

  return (
    <li className="weighted-row">
      <div className="weighted-row-text">
        <RowTextField
          label={label}
          removeLabel={wordList(i18n, listNounWords.option.remove, { number: position })}
          text={row.text}
          rowId={row.id}
          index={index}
          disabled={disabled}
          onTextChange={(text) => update({ text })}
          {...controls}
        />
      </div>
      <input
        ref={sliderRef}
        type="range"
        className="weight-slider"
        aria-label={t`Weight for option ${position}`}
        min={minimumWeight}
        max={maximumWeight}
        step={1}
        value={row.weight}
        disabled={disabled}
        onChange={(event) => update({ weight: Number(event.target.value) })}
      />
      <p className="weighted-row-figures">
        <span className="weighted-row-weight">{t`Weight: ${weightPercent}`}</span>
        <span>{t`${share} of total`}</span>
      </p>
    </li>
  );
});
