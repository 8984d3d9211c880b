import { memo } from "react";
import { wordList } from "~/kernel/lists/components/list-words";
import { useLingui } from "@lingui/react/macro";
import { EditableList, type RowControls } from "~/kernel/lists/components/editable-list";
import { RowTextField } from "~/kernel/lists/components/row-text-field";
import {
  appendChoiceRow,
  collectChoices,
  createChoiceRow,
  createChoiceRows,
  removeChoiceRow,
  updateChoiceRow,
  type ChoiceRow,
} from "~/kernel/lists/domain/choice-list";
import { choiceFile, type ListFileKind } from "~/kernel/lists/domain/list-file";
import { choiceLines } from "~/kernel/lists/domain/list-text";
import { listNounWords, type ListNoun } from "~/kernel/lists/domain/list-nouns";

interface ChoiceListEditorProps {
  rows: readonly ChoiceRow[];
  onChange: (update: (rows: readonly ChoiceRow[]) => ChoiceRow[]) => void;
  /** What one entry is called: "Choice" gives placeholders "Choice 1" and buttons "Remove choice 1", in the page's language. */
  noun: Capitalize<ListNoun>;
  addLabel: string;
  disabled?: boolean;
  /** How a .txt or .csv file fills the list; by default one choice per line or CSV row. */
  file?: ListFileKind<string>;
  /** Under the list-as-text field, what a line may hold. */
  textHint?: string;
}

const toRows = (choices: string[]) => createChoiceRows(choices);

/** Editable list of choices: Enter moves to the next field, adding one at the end; whole lists paste in. */
export function ChoiceListEditor({
  rows,
  onChange,
  noun,
  addLabel,
  disabled = false,
  file = choiceFile,
  textHint,
}: ChoiceListEditorProps) {
  const { t, i18n } = useLingui();
  const entry = noun.toLowerCase() as ListNoun;
  const words = listNounWords[entry];
  // Written like WeightedOptionList's, and kept apart: each sets up the one EditableList for its own kind of row.
  return (
    <EditableList
      rows={rows}
      onChange={onChange}
      disabled={disabled}
      appendRow={appendChoiceRow}
      removeRow={removeChoiceRow}
      createRow={createChoiceRow}
      toItems={collectChoices}
      toRows={toRows}
      lines={choiceLines}
      file={file}
      noun={entry}
      addLabel={addLabel}
      textLabel={i18n._(words.lines)}
      textHint={`${textHint ?? t`Blank lines are skipped.`} ${i18n._(words.pasteHint)}`}
      inputSelector="input"
      renderRow={(row, index, controls) => (
        <ChoiceRowField
          key={row.id}
          row={row}
          index={index}
          noun={entry}
          disabled={disabled}
          onChange={onChange}
          {...controls}
        />
      )}
    />
  );
}

interface ChoiceRowFieldProps extends RowControls {
  row: ChoiceRow;
  index: number;
  noun: ListNoun;
  disabled: boolean;
  onChange: ChoiceListEditorProps["onChange"];
}

// Memoised so typing in one of thousands of rows re-renders only that row.
const ChoiceRowField = memo(function ChoiceRowField({
  row,
  index,
  noun,
  disabled,
  onChange,
  ...controls
}: ChoiceRowFieldProps) {
  const { i18n } = useLingui();
  const number = index + 1;
  return (
    <li className="choice-row">
      <RowTextField
        label={wordList(i18n, listNounWords[noun].field, { number })}
        removeLabel={wordList(i18n, listNounWords[noun].remove, { number })}
        text={row.text}
        rowId={row.id}
        index={index}
        disabled={disabled}
        onTextChange={(text) => onChange((rows) => updateChoiceRow(rows, row.id, text))}
        {...controls}
      />
    </li>
  );
});
