import { useMemo, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { word } from "~/features/this-or-that/components/word";
import { findOptionsProblem } from "~/features/this-or-that/domain/options-check";
import { ChoiceListEditor } from "~/kernel/lists/components/choice-list-editor";
import { ListLinkNotice } from "~/kernel/lists/components/list-link-notice";
import { ShareList } from "~/kernel/lists/components/share-list";
import { collectChoices, type ChoiceRow } from "~/kernel/lists/domain/choice-list";
import type { ListLinkOpening } from "~/kernel/lists/hooks/use-list-link";
import { DecisionButton } from "~/kernel/ui/components/decision-button";

interface OptionsListProps {
  rows: readonly ChoiceRow[];
  onRowsChange: (update: (rows: readonly ChoiceRow[]) => ChoiceRow[]) => void;
  /** A stored ranking could not be read. */
  damaged: boolean;
  /**
   * The ranking the list shows over, which starting replaces: under way at question `asked` of at most `atMost`, or
   * finished; null when there is none.
   */
  replaces: { status: "under way"; asked: number; atMost: number } | { status: "finished" } | null;
  onBack: () => void;
  linkOpening: ListLinkOpening;
  onStart: (options: string[]) => void;
  /** What the route shows under the list to hand its options on (the "Decide together" link). */
  decideTogether: (choices: readonly string[]) => ReactNode;
}

/** The options to rank, typed, pasted, imported or handed in, and the button that starts asking. */
export function OptionsList({
  rows,
  onRowsChange,
  damaged,
  replaces,
  onBack,
  linkOpening,
  onStart,
  decideTogether,
}: OptionsListProps) {
  const choices = useMemo(() => collectChoices(rows), [rows]);
  const problem = findOptionsProblem(choices);
  const { t, i18n } = useLingui();
  const { asked, atMost } = replaces?.status === "under way" ? replaces : { asked: 0, atMost: 0 };
  return (
    <section className="decider" aria-labelledby="this-or-that-heading">
      <h2 id="this-or-that-heading">{t`Your options`}</h2>
      {damaged && (
        <p className="notice notice-warning" role="alert">
          <Trans>
            A ranking stored on this device could not be read. It is kept aside, not deleted, when you start a new one.
          </Trans>
        </p>
      )}
      {replaces !== null && (
        <div className="notice" role="status">
          <p>
            {replaces.status === "finished"
              ? t`Starting replaces the ranking you have finished.`
              : t`Starting replaces the ranking you have under way (question ${asked} of at most ${atMost}).`}
          </p>
          <button type="button" className="button" onClick={onBack}>
            {t`Back to that ranking`}
          </button>
        </div>
      )}
      <ListLinkNotice opening={linkOpening} noun="option" />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (problem === null) onStart(choices);
        }}
      >
        <ChoiceListEditor rows={rows} onChange={onRowsChange} noun="Option" addLabel={t`Add Option`} />
        {/* Too few is where every list starts: a hint, not an alert on the first keystroke. */}
        {choices.length >= 2 && problem !== null && (
          <p className="list-error" role="alert">
            {word(i18n, problem)}
          </p>
        )}
        <DecisionButton disabled={problem !== null}>{t`Start ranking`}</DecisionButton>
        {choices.length < 2 && <p className="hint">{t`Enter 2 to 100 options to rank.`}</p>}
      </form>
      <ShareList list={{ choices }} />
      {decideTogether(choices)}
    </section>
  );
}
