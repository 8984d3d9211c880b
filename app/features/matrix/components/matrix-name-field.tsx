import { useLingui } from "@lingui/react/macro";
import type { MatrixProblem } from "~/features/matrix/domain/matrix-check";
import { useRef, useState } from "react";
import { useKeepEarlyInput } from "~/kernel/lists/hooks/use-keep-early-input";

interface MatrixNameFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  problem: MatrixProblem | null | undefined;
  className?: string;
  onChange: (value: string) => void;
}

/** A criterion's or an option's name, with what is wrong with it said at the field. */
export function MatrixNameField({ id, label, placeholder, value, problem, className, onChange }: MatrixNameFieldProps) {
  // A name not yet typed is not a mistake: the field says so once it has been left empty, not on the first visit.
  const { i18n } = useLingui();
  const [leftEmpty, setLeftEmpty] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  useKeepEarlyInput(inputRef, (field) => onChange(field.value));
  const shown = problem && (value.trim() !== "" || leftEmpty) ? problem : null;
  return (
    <div className={className ? `matrix-field ${className}` : "matrix-field"}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        dir="auto"
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={(event) => setLeftEmpty(event.target.value.trim() === "")}
      />
      {shown && (
        <p id={`${id}-error`} className="list-error">
          {i18n._(shown)}
        </p>
      )}
    </div>
  );
}
