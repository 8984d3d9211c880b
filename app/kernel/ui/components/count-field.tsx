import { useId, useRef } from "react";
import { useKeepEarlyInput } from "~/kernel/lists/hooks/use-keep-early-input";

interface CountFieldProps {
  label: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}

/**
 * A whole-number field with its message beside it, kept as typed so a half-typed number is never replaced. Its label
 * and input are written like other fields' (matrix-name-field, link-delivery): the same HTML, a different field.
 */
export function CountField({ label, value, error, disabled, onChange }: CountFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useKeepEarlyInput(inputRef, (field) => onChange(field.value));
  return (
    <div className="count-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        disabled={disabled}
        aria-invalid={error !== undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="list-error">
          {error}
        </p>
      )}
    </div>
  );
}
