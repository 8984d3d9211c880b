import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Announcer } from "~/kernel/ui/components/announcer";
import { CheckRow } from "~/kernel/ui/components/check-row";
import { FairnessCheckResult } from "~/features/fairness-check/components/fairness-check-result";
import { expectedCounts } from "~/features/fairness-check/domain/fairness-check";
import {
  type FairnessCheckErrors,
  type FairnessCheckField,
  type FairnessCheckInput,
  type FairnessCheckMode,
  parseFairnessCheckInput,
} from "~/features/fairness-check/domain/fairness-check-input";
import {
  fieldHint,
  wordCancelled,
  wordFailure,
  wordFieldError,
  wordProgress,
  wordPValue,
} from "~/features/fairness-check/components/fairness-words";
import type { I18n } from "~/i18n/runtime";
import { chiSquareTest } from "~/features/fairness-check/domain/statistics";
import { type FairnessCheckState, useFairnessCheck } from "~/features/fairness-check/hooks/use-fairness-check";
import { useKeepEarlyInput } from "~/kernel/lists/hooks/use-keep-early-input";

const modes: { mode: FairnessCheckMode; label: MessageDescriptor }[] = [
  { mode: "uniform", label: msg`Equal chances: a quick pick among k options` },
  { mode: "weighted", label: msg`Your own weights: a weighted pick` },
  { mode: "tournament", label: msg`Whole tournaments: N contestants, byes and all` },
];

const initialInput: FairnessCheckInput = {
  mode: "uniform",
  options: "6",
  weights: "1, 2, 3, 4",
  contestants: "6",
  draws: "100,000",
};

/** What the live region says when a run changes state; progress itself is left to the progress bar. */
function announce(i18n: I18n, state: FairnessCheckState): string {
  switch (state.status) {
    case "idle":
      return "";
    case "running":
      return i18n._(msg`Check running.`);
    case "finished": {
      const { pValue } = chiSquareTest(state.counts, expectedCounts(state.request));
      return i18n._(msg`Check finished. {verdict}`, { verdict: wordPValue(i18n, pValue) });
    }
    case "cancelled":
      return i18n._(msg`Check cancelled.`);
    case "failed":
      return wordFailure(i18n, state.reason);
  }
}

interface CheckFieldProps {
  field: FairnessCheckField;
  label: string;
  input: FairnessCheckInput;
  errors: FairnessCheckErrors;
  onChange: (field: FairnessCheckField, value: string) => void;
}

/** A labelled text field with its range as a hint and, once submitted wrong, its error. */
function CheckField({ field, label, input, errors, onChange }: CheckFieldProps) {
  const { i18n } = useLingui();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useKeepEarlyInput(inputRef, (typed) => onChange(field, typed.value));
  const error = errors[field];
  return (
    <div className="fairness-field">
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="hint">
        {fieldHint(i18n, field)}
      </p>
      <input
        ref={inputRef}
        id={id}
        type="text"
        inputMode={field === "weights" ? "text" : "numeric"}
        autoComplete="off"
        value={input[field]}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        onChange={(event) => onChange(field, event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {wordFieldError(i18n, field, error)}
        </p>
      )}
    </div>
  );
}

/** The live check: a form, a run in a worker with progress and Cancel, then the result. */
export function FairnessCheck() {
  const { t, i18n } = useLingui();
  const [input, setInput] = useState(initialInput);
  const [errors, setErrors] = useState<FairnessCheckErrors>({});
  const { state, start, cancel } = useFairnessCheck();
  const formRef = useRef<HTMLFormElement>(null);
  const runButtonRef = useRef<HTMLButtonElement>(null);
  const cancelButtonRef = useRef<HTMLButtonElement>(null);
  const running = state.status === "running";

  const update = (field: FairnessCheckField, value: string) => setInput((current) => ({ ...current, [field]: value }));

  const run = () => {
    const parsed = parseFairnessCheckInput(input);
    if ("errors" in parsed) {
      flushSync(() => setErrors(parsed.errors));
      formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    // Run is disabled while the check runs, so focus moves to Cancel rather than falling to the page.
    flushSync(() => {
      setErrors({});
      start(parsed.request);
    });
    cancelButtonRef.current?.focus();
  };

  const stop = () => {
    flushSync(cancel);
    runButtonRef.current?.focus();
  };

  const fieldProps = { input, errors, onChange: update };
  return (
    <section className="decider fairness-check" aria-labelledby="fairness-check-heading">
      <h2 id="fairness-check-heading">{t`Check it yourself`}</h2>
      <p>
        {t`Run thousands of draws on this device, through the very code the pickers use, and see whether the counts match what a fair draw gives. Nothing is sent anywhere.`}
      </p>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!running) run();
        }}
      >
        <fieldset className="fairness-modes">
          <legend>{t`What to draw`}</legend>
          {modes.map(({ mode, label }) => (
            <CheckRow
              key={mode}
              type="radio"
              name="fairness-mode"
              checked={input.mode === mode}
              onCheck={() => setInput((current) => ({ ...current, mode }))}
            >
              {i18n._(label)}
            </CheckRow>
          ))}
        </fieldset>
        {input.mode === "uniform" && <CheckField field="options" label={t`Number of options (k)`} {...fieldProps} />}
        {input.mode === "weighted" && <CheckField field="weights" label={t`Weights`} {...fieldProps} />}
        {input.mode === "tournament" && (
          <CheckField field="contestants" label={t`Number of contestants (N)`} {...fieldProps} />
        )}
        <CheckField field="draws" label={t`Number of draws`} {...fieldProps} />
        <div className="button-row">
          <button ref={runButtonRef} type="submit" className="button button-primary" disabled={running}>
            {t`Run the check`}
          </button>
          {running && (
            <button ref={cancelButtonRef} type="button" className="button" onClick={stop}>
              {t`Cancel`}
            </button>
          )}
        </div>
      </form>
      <FairnessCheckStatus state={state} />
      <Announcer message={announce(i18n, state)} />
    </section>
  );
}

function FairnessCheckStatus({ state }: { state: FairnessCheckState }) {
  const { t, i18n } = useLingui();
  const progressId = useId();
  switch (state.status) {
    case "idle":
      return null;
    case "running":
      return (
        <div className="fairness-progress">
          <label htmlFor={progressId}>{t`Draws done`}</label>
          <progress id={progressId} value={state.done} max={state.request.draws} />
          <p className="hint">{wordProgress(i18n, state.done, state.request.draws)}</p>
        </div>
      );
    case "cancelled":
      return <p className="notice fairness-cancelled">{wordCancelled(i18n, state.done, state.request.draws)}</p>;
    case "failed":
      return <p className="notice field-error">{wordFailure(i18n, state.reason)}</p>;
    case "finished":
      return <FairnessCheckResult request={state.request} counts={state.counts} elapsedMs={state.elapsedMs} />;
  }
}
