import { useRef, type ReactNode } from "react";
import { useKeepEarlyInput } from "~/kernel/lists/hooks/use-keep-early-input";

interface CheckRowProps {
  type?: "checkbox" | "radio";
  /** A radio's group. */
  name?: string;
  checked: boolean;
  disabled?: boolean;
  className?: string;
  /** Told `true` when a radio is picked. */
  onCheck: (checked: boolean) => void;
  children: ReactNode;
}

/**
 * A checkbox or a radio with its label. Ticked or picked before the page ran, it keeps the visitor's choice
 * (useKeepEarlyInput) instead of taking back what the page was rendered with.
 */
export function CheckRow({
  type = "checkbox",
  className = "checkbox-row",
  onCheck,
  children,
  ...input
}: CheckRowProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useKeepEarlyInput(inputRef, (field) => onCheck(field.checked));
  return (
    <label className={className}>
      <input ref={inputRef} type={type} {...input} onChange={(event) => onCheck(event.target.checked)} />
      {children}
    </label>
  );
}
