import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef } from "react";

interface ListTextAreaProps {
  label: string;
  hint: string;
  text: string;
  error: string | null;
  disabled: boolean;
  onChange: (text: string) => void;
}

/**
 * The whole list in one field, an entry per line. Its label and textarea are written like other fields'
 * (reasoning-context-field, /verify's receipt): the same HTML, a different field.
 */
export function ListTextArea({ label, hint, text, error, disabled, onChange }: ListTextAreaProps) {
  const { t } = useLingui();
  const id = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  // The browser then refuses to submit the form and points at this field, so no decision uses a half-read list.
  useEffect(() => fieldRef.current?.setCustomValidity(error ?? ""), [error]);
  useEffect(() => fieldRef.current?.focus(), []);

  return (
    <div className="list-text">
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="hint">
        {hint}
      </p>
      <textarea
        ref={fieldRef}
        id={id}
        className="list-text-input"
        dir="auto"
        value={text}
        disabled={disabled}
        spellCheck={false}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error !== null}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="list-error" role="alert">
          {t`${error} Fix it to go on.`}
        </p>
      )}
    </div>
  );
}
