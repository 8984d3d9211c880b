import { useId, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { isChosenChoice } from "~/features/history/domain/chosen-choice";

// A decision can hold thousands of choices; fifty cards of them would stall the page.
const previewCount = 12;

/** The decision's original choices, the winner highlighted for eyes and screen readers alike. */
export function HistoryChoices({ choices, result }: { choices: readonly string[]; result: string }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const { t } = useLingui();
  const count = choices.length;
  const shown = expanded ? choices : choices.slice(0, previewCount);

  return (
    <div className="history-choices">
      <ul id={listId} className="history-choice-list" aria-label={t`Choices`}>
        {shown.map((choice, index) =>
          isChosenChoice(choice, result) ? (
            <li key={index} className="history-choice history-choice-chosen">
              <span aria-hidden="true">✓ </span>
              <strong dir="auto">{choice}</strong>
              <span className="visually-hidden"> {t`(chosen)`}</span>
            </li>
          ) : (
            <li key={index} className="history-choice">
              <bdi>{choice}</bdi>
            </li>
          ),
        )}
      </ul>
      {choices.length > previewCount && (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded
            ? t`Show fewer choices`
            : t`${plural(count, { one: "Show all # choice", other: "Show all # choices" })}`}
        </button>
      )}
    </div>
  );
}
