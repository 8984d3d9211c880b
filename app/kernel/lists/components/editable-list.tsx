import { lazy, startTransition, Suspense, useCallback, useState, type ClipboardEvent, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { ListTextArea } from "~/kernel/lists/components/list-text-area";
import { ListTools, type ListNotice } from "~/kernel/lists/components/list-tools";
import { wordUnreadableLine } from "~/kernel/lists/components/list-words";
import type { ListFileKind } from "~/kernel/lists/domain/list-file";
import { holdsSeveralLines, type ListTextFormat } from "~/kernel/lists/domain/list-text";
import type { ListNoun } from "~/kernel/lists/domain/list-nouns";
import { useEditableRows } from "~/kernel/lists/hooks/use-editable-rows";
import { useListText } from "~/kernel/lists/hooks/use-list-text";
import { nextTask } from "~/kernel/ui/domain/next-task";

// Only a list longer than its first rows says so: loaded then, with its words.
const MoreRowsNotice = lazy(() =>
  import("~/kernel/lists/components/more-rows-notice").then(({ MoreRowsNotice }) => ({ default: MoreRowsNotice })),
);

/** What a row component needs from the list it is in. */
export interface RowControls {
  canRemove: boolean;
  onEnter: (index: number) => void;
  onRemove: (index: number, id: number) => void;
  onPaste: (index: number, event: ClipboardEvent<HTMLInputElement>) => void;
}

interface EditableListProps<Row, Item> {
  rows: readonly Row[];
  onChange: (update: (rows: readonly Row[]) => Row[]) => void;
  disabled: boolean;
  appendRow: (rows: readonly Row[]) => Row[];
  removeRow: (rows: readonly Row[], id: number) => Row[];
  createRow: (item: Item) => Row;
  toItems: (rows: readonly Row[]) => Item[];
  toRows: (items: Item[]) => Row[];
  /** How the list reads and writes as text, and as a file. */
  lines: ListTextFormat<Item>;
  file: ListFileKind<Item>;
  /** What one row is. */
  noun: ListNoun;
  addLabel: string;
  textLabel: string;
  textHint: string;
  /** Which inputs of the list Enter moves between and focus returns to. */
  inputSelector: string;
  renderRow: (row: Row, index: number, controls: RowControls) => ReactNode;
}

/**
 * An editable list of rows that also takes whole lists: pasted several lines at once, typed as text, or imported
 * from a .txt or .csv file. Nothing typed is overwritten and nothing is lost on a mistake.
 */
export function EditableList<Row extends { id: number; text: string }, Item>(props: EditableListProps<Row, Item>) {
  const { rows, onChange, disabled, lines, file, noun, createRow, renderRow } = props;
  const { listRef, shownRows, hiddenCount, showMore, showAll, moveToNext, removeAt, addRow, pasteRowsAt, appendItems } =
    useEditableRows(props);
  const text = useListText({ rows, onChange, lines, toItems: props.toItems, toRows: props.toRows });
  const [notice, setNotice] = useState<ListNotice | null>(null);
  const { t, i18n } = useLingui();

  const pasteLines = useCallback(
    (index: number, event: ClipboardEvent<HTMLInputElement>) => {
      const pasted = event.clipboardData.getData("text/plain");
      if (!/[\r\n]/.test(pasted)) return;
      const severalLines = holdsSeveralLines(pasted);
      // One line: the browser pastes it as usual, unless it cannot be read (a weight out of range, say).
      if (!severalLines && lines.parse(pasted).ok) return;
      event.preventDefault();
      // A whole list is read and made into rows a part at a time, and its rows render as a transition, which React
      // splits into short tasks: pasting 100,000 lines into /draw is then no long task, and the page answers input
      // meanwhile.
      void Promise.all([
        import("~/kernel/lists/domain/list-text-in-parts").then(({ readRowsInParts }) =>
          readRowsInParts(lines, pasted, createRow, nextTask),
        ),
        import("~/kernel/lists/components/list-notice-words"),
      ]).then(([{ reading, rows: pastedRows }, { pasteNotice }]) => {
        if (!reading.ok) return setNotice(pasteNotice(i18n, noun, reading));
        startTransition(() => {
          pasteRowsAt(index, pastedRows);
          setNotice(pasteNotice(i18n, noun, reading));
        });
      });
    },
    [lines, noun, createRow, pasteRowsAt, i18n],
  );

  const importFile = async (chosen: File) => {
    const [{ readListFile }, { importNotice }] = await Promise.all([
      import("~/kernel/lists/domain/list-file-reading"),
      import("~/kernel/lists/components/list-notice-words"),
    ]);
    const reading = await readListFile({ name: chosen.name, text: await chosen.text() }, file);
    if (reading.ok) appendItems(reading.items);
    setNotice(importNotice(i18n, noun, chosen.name, reading));
  };

  const controls: RowControls = {
    canRemove: rows.length > 2,
    onEnter: moveToNext,
    onRemove: removeAt,
    onPaste: pasteLines,
  };

  return (
    <div className="choice-list">
      <ListTools
        textMode={text.textMode}
        disabled={disabled}
        notice={notice}
        onToggleText={() =>
          setNotice(
            text.toggle() ? null : { kind: "error", text: t`Fix the line below before going back to the list.` },
          )
        }
        onImportFile={(chosen) => void importFile(chosen)}
      />
      {text.textMode ? (
        <ListTextArea
          label={props.textLabel}
          hint={props.textHint}
          text={text.text}
          error={text.error && wordUnreadableLine(i18n, text.error)}
          disabled={disabled}
          onChange={text.change}
        />
      ) : (
        <>
          <ol ref={listRef} className="choice-rows">
            {shownRows.map((row, index) => renderRow(row, index, controls))}
          </ol>
          {hiddenCount > 0 && (
            <Suspense fallback={null}>
              <MoreRowsNotice
                shown={shownRows.length}
                total={rows.length}
                noun={noun}
                onShowMore={showMore}
                onShowAll={showAll}
              />
            </Suspense>
          )}
          <button type="button" className="button" disabled={disabled} onClick={addRow}>
            <span aria-hidden="true">+</span> {props.addLabel}
          </button>
        </>
      )}
    </div>
  );
}
