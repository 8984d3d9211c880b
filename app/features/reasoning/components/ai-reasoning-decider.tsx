import { useLingui } from "@lingui/react/macro";
import { useCallback, useId, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { languageOfPath, localizedPath } from "~/i18n/languages";
import { Announcer } from "~/kernel/ui/components/announcer";
import { ChoiceListEditor } from "~/kernel/lists/components/choice-list-editor";
import { DecisionButton } from "~/kernel/ui/components/decision-button";
import { DecisionResultCard } from "~/kernel/ui/components/decision-result-card";
import { ListLinkNotice } from "~/kernel/lists/components/list-link-notice";
import { ReasoningContextField } from "~/features/reasoning/components/reasoning-context-field";
import { SaveNotice } from "~/kernel/records/components/save-notice";
import { ShareList } from "~/kernel/lists/components/share-list";
import { collectChoices, createChoiceRows, minimumChoices } from "~/kernel/lists/domain/choice-list";
import { encodeListLink, type SharedList } from "~/kernel/lists/domain/list-link";
import { pickUniform } from "~/kernel/random/domain/random";
import { type Reading, readReasoning } from "~/features/reasoning/domain/reasoning";
import { wordReasoning } from "~/features/reasoning/components/reasoning-words";
import { useListLink } from "~/kernel/lists/hooks/use-list-link";
import { useRecordDecision } from "~/kernel/records/hooks/use-record-decision";
import { useStartOver } from "~/kernel/ui/hooks/use-start-over";
import { useTimedDecision } from "~/kernel/ui/hooks/use-timed-decision";
import type { SaveResult } from "~/kernel/records/storage/decision-history";

export const aiReasoningDelayMs = 3000;

interface ReasonedOutcome {
  choice: string;
  /** Codes, worded as the page renders, so a reading follows the page's language. */
  reading: Reading;
  saved: SaveResult;
}

export function AiReasoningDecider() {
  const { t, i18n } = useLingui();
  const recordDecision = useRecordDecision();
  const language = languageOfPath(useLocation().pathname).code;
  const [rows, setRows] = useState(() => createChoiceRows([]));
  const [context, setContext] = useState("");
  const reasoningId = useId();
  const matrixHintId = useId();
  const navigate = useNavigate();
  const { phase, decide, reset } = useTimedDecision<ReasonedOutcome>(aiReasoningDelayMs);
  const { ref: formRef, startOver: analyzeAnother } = useStartOver<HTMLFormElement>(() => {
    reset();
    setRows(createChoiceRows([]));
    setContext("");
  });
  const linkOpening = useListLink(
    useCallback((list: SharedList) => {
      setRows(createChoiceRows(list.choices));
      setContext(list.context ?? "");
    }, []),
  );

  const choices = collectChoices(rows);
  const reasoning = phase.status === "decided" ? wordReasoning(i18n, phase.outcome.reading) : "";
  const chosen = phase.status === "decided" ? phase.outcome.choice : "";
  const analyzing = phase.status === "deciding";
  const canDecide = choices.length >= minimumChoices && !analyzing;

  // The options travel as a list link, the way a shared list would, so the matrix reads them with the same checks.
  const openInMatrix = async () =>
    navigate({ pathname: localizedPath("/decision-matrix", language), hash: await encodeListLink({ choices }) });

  const makeDecision = () =>
    decide(() => {
      const choice = pickUniform(choices);
      const reading = readReasoning({ choice, options: choices, context });
      return {
        choice,
        reading,
        saved: recordDecision({ choices, result: choice, category: "AI Reasoned Decision" }),
      };
    });

  return (
    <section className="decider decider-wide" aria-labelledby="ai-decider-heading" aria-busy={analyzing}>
      <h2 id="ai-decider-heading">{t`Your options`}</h2>
      <ListLinkNotice opening={linkOpening} noun="option" />
      <form
        ref={formRef}
        className="decider-split"
        onSubmit={(event) => {
          event.preventDefault();
          if (canDecide) makeDecision();
        }}
      >
        {/* On a wide screen, the options on the left and what to weigh them by on the right. */}
        <div className="decider-column">
          <ChoiceListEditor
            rows={rows}
            onChange={setRows}
            noun="Option"
            addLabel={t`Add Option`}
            disabled={analyzing}
          />
        </div>
        <div className="decider-column">
          <ReasoningContextField context={context} disabled={analyzing} onChange={setContext} />
          <DecisionButton disabled={!canDecide} busy={analyzing} busyLabel={t`AI is analyzing...`}>
            {t`Analyze & Decide`}
          </DecisionButton>
          {choices.length < minimumChoices && (
            <p className="hint">{t`Enter at least two options to decide between.`}</p>
          )}
          <p className="on-device-note">
            {t`The explanation is written on your device from templates — it is not a real AI model, and nothing you type is sent anywhere.`}
          </p>
        </div>
      </form>
      <ShareList list={context.trim() ? { choices, context } : { choices }} />
      <div className="share-list">
        <button
          type="button"
          className="button"
          disabled={choices.length < minimumChoices}
          aria-describedby={matrixHintId}
          onClick={() => void openInMatrix()}
        >
          {t`Reason it through with your own criteria`}
        </button>
        <p id={matrixHintId} className="hint">
          {t`Opens the decision matrix with these options: score them on what matters to you and see why one comes first.`}
        </p>
      </div>
      {phase.status === "decided" && (
        <DecisionResultCard title={t`AI Decision`} result={phase.outcome.choice}>
          <section className="reasoning-card" aria-labelledby={reasoningId}>
            <h3 id={reasoningId}>{t`AI Reasoning`}</h3>
            <p>{reasoning}</p>
          </section>
          <SaveNotice saved={phase.outcome.saved} savedText={t`Added to your decision feed and history.`} />
          <button type="button" className="button" onClick={analyzeAnother}>
            {t`Analyze Another Decision`}
          </button>
        </DecisionResultCard>
      )}
      <Announcer message={phase.status === "decided" ? t`Decision: ${chosen}. ${reasoning}` : ""} />
    </section>
  );
}
