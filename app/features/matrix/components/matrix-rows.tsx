import { useLingui } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";
import { useMoveFocus } from "~/kernel/ui/hooks/use-move-focus";

interface MatrixRowsProps {
  legend: string;
  /** The Add button's words, its Remove buttons' names for a row's label, and the number of rows allowed, worded. */
  addLabel: string;
  removeLabel: (label: string) => string;
  limit: string;
  /** Each row's name as the page shows it, one per row. */
  labels: readonly string[];
  minimum: number;
  maximum: number;
  className: string;
  rowClassName: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  children: (index: number) => ReactNode;
}

/**
 * One section of the matrix's rows (its criteria, or its options): each row's fields with a Remove button, then Add
 * and the number of rows allowed.
 */
export function MatrixRows(props: MatrixRowsProps) {
  const {
    legend,
    addLabel,
    removeLabel,
    limit,
    labels,
    minimum,
    maximum,
    className,
    rowClassName,
    onAdd,
    onRemove,
    children,
  } = props;
  const { t } = useLingui();
  const limitId = useId();
  // Focus stays in the list after a removal, as in the other lists: on the row that took the removed one's place.
  const { ref, moveFocus } = useMoveFocus<HTMLOListElement>();
  const remove = (index: number) =>
    moveFocus(
      () => onRemove(index),
      (list) =>
        list.children[Math.min(index, list.children.length - 1)]?.querySelector<HTMLElement>('input[type="text"]'),
    );

  return (
    <fieldset className="matrix-section">
      <legend>{legend}</legend>
      <ol ref={ref} className={className}>
        {labels.map((label, index) => (
          <li key={index} className={rowClassName}>
            {children(index)}
            <button
              type="button"
              className="button matrix-remove"
              disabled={labels.length <= minimum}
              aria-label={removeLabel(label)}
              onClick={() => remove(index)}
            >
              {t`Remove`}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button"
        disabled={labels.length >= maximum}
        aria-describedby={limitId}
        onClick={onAdd}
      >
        {addLabel}
      </button>
      <p id={limitId} className="hint">
        {limit}
      </p>
    </fieldset>
  );
}
