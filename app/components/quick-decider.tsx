import { useCallback, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Announcer } from "~/components/announcer";
import { ChoiceListEditor } from "~/components/choice-list-editor";
import { DecisionResultCard } from "~/components/decision-result-card";
import { ListLinkNotice } from "~/components/list-link-notice";
import { SaveNotice } from "~/components/save-notice";
import { ShareList } from "~/components/share-list";
import { ShortcutHint } from "~/components/shortcut-hint";
import { collectChoices, createChoiceRows, minimumChoices } from "~/domain/choice-list";
import type { SharedList } from "~/domain/list-link";
import { pickUniform } from "~/domain/random";
import { useDecisionShortcut } from "~/hooks/use-decision-shortcut";
import { useListLink } from "~/hooks/use-list-link";
import { usePendingTemplate } from "~/hooks/use-pending-template";
import { useTimedDecision } from "~/hooks/use-timed-decision";
import type { SaveResult } from "~/storage/decision-history";
import { recordDecision } from "~/storage/record-decision";

export const quickDecisionDelayMs = 2000;

interface QuickOutcome {
  result: string;
  saved: SaveResult;
}

export function QuickDecider() {
  const [rows, setRows] = useState(() => createChoiceRows([]));
  const formRef = useRef<HTMLFormElement>(null);
  const { phase, decide, reset } = useTimedDecision<QuickOutcome>(quickDecisionDelayMs);
  const prefill = useCallback((choices: string[]) => setRows(createChoiceRows(choices)), []);
  usePendingTemplate(prefill);
  const linkOpening = useListLink(useCallback((list: SharedList) => prefill(list.choices), [prefill]));
  const decideButtonRef = useRef<HTMLButtonElement>(null);
  const shortcut = useDecisionShortcut(decideButtonRef);

  const choices = collectChoices(rows);
  const deciding = phase.status === "deciding";
  const canDecide = choices.length >= minimumChoices && !deciding;

  const makeDecision = () =>
    decide(() => {
      const result = pickUniform(choices);
      return { result, saved: recordDecision({ choices, result, category: "Quick Decision" }) };
    });

  const startOver = () => {
    flushSync(() => {
      reset();
      setRows(createChoiceRows([]));
    });
    formRef.current?.querySelector("input")?.focus();
  };

  return (
    <section className="decider" aria-labelledby="quick-decider-heading" aria-busy={deciding}>
      <h2 id="quick-decider-heading">Your choices</h2>
      <ListLinkNotice opening={linkOpening} noun="choice" />
      <form
        ref={formRef}
        onSubmit={(event) => {
          event.preventDefault();
          if (canDecide) makeDecision();
        }}
      >
        <ChoiceListEditor rows={rows} onChange={setRows} noun="Choice" addLabel="Add Choice" disabled={deciding} />
        <button
          ref={decideButtonRef}
          type="submit"
          className="button button-primary button-large"
          disabled={!canDecide}
          {...shortcut.buttonProps}
        >
          {deciding ? (
            <>
              <span className="spinner" aria-hidden="true" /> Deciding…
            </>
          ) : (
            "Make Decision"
          )}
        </button>
        <ShortcutHint id={shortcut.hintId} />
        {choices.length < minimumChoices && <p className="hint">Enter at least two choices to decide between.</p>}
      </form>
      <ShareList list={{ choices }} />
      {phase.status === "decided" && (
        <DecisionResultCard title="AI Decision" result={phase.outcome.result}>
          <SaveNotice saved={phase.outcome.saved} savedText="Added to your decision feed and history." />
          <button type="button" className="button" onClick={startOver}>
            Start Over
          </button>
        </DecisionResultCard>
      )}
      <Announcer message={phase.status === "decided" ? `Decision: ${phase.outcome.result}` : ""} />
    </section>
  );
}
