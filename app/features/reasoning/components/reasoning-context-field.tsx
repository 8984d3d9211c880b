import { useLingui } from "@lingui/react/macro";
import { useId, useRef } from "react";
import { useKeepEarlyInput } from "~/kernel/lists/hooks/use-keep-early-input";

interface ReasoningContextFieldProps {
  context: string;
  disabled: boolean;
  onChange: (context: string) => void;
}

/** The optional words about the situation that the reasoning takes up. */
export function ReasoningContextField({ context, disabled, onChange }: ReasoningContextFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  useKeepEarlyInput(fieldRef, (field) => onChange(field.value));

  return (
    <div className="context-field">
      <label htmlFor={id}>{t`Context (optional)`}</label>
      <textarea
        ref={fieldRef}
        id={id}
        className="context-input"
        value={context}
        disabled={disabled}
        placeholder={t`Add context for more personalised reasoning, e.g. I’m on a budget, it’s raining, I want something quick`}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
