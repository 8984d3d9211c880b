import { useId, useState } from "react";

type CopyState = "idle" | "copied" | "failed";

interface CopyButtonProps {
  text: string;
  label: string;
  fieldLabel: string;
  /** Called when the text was copied, or shown to copy by hand. */
  onCopied?: () => void;
}

/** Copies `text` to the clipboard; when the browser refuses, shows it in a field to copy by hand. */
export function CopyButton({ text, label, fieldLabel, onCopied }: CopyButtonProps) {
  const [state, setState] = useState<{ copied: string; result: CopyState }>({ copied: "", result: "idle" });
  const fieldId = useId();
  // A result applies only to the text it was for.
  const result = state.copied === text ? state.result : "idle";

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState({ copied: text, result: "copied" });
    } catch {
      setState({ copied: text, result: "failed" });
    }
    onCopied?.();
  };

  return (
    <div className="copy-button">
      <button type="button" className="button" onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className="hint">
        {result === "copied" ? "Copied." : result === "failed" ? "Copying was refused: select the text below." : ""}
      </span>
      {result === "failed" && (
        <div className="copy-field">
          <label htmlFor={fieldId}>{fieldLabel}</label>
          <textarea id={fieldId} readOnly value={text} onFocus={(event) => event.currentTarget.select()} />
        </div>
      )}
    </div>
  );
}
