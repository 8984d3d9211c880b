import { useLingui } from "@lingui/react/macro";
import { useRef } from "react";

export interface ListNotice {
  kind: "done" | "error";
  text: string;
}

interface ListToolsProps {
  textMode: boolean;
  disabled: boolean;
  notice: ListNotice | null;
  onToggleText: () => void;
  onImportFile: (file: File) => void;
}

/** Whole-list tools: edit the list as text, import it from a file, and what the last of those did. */
export function ListTools({ textMode, disabled, notice, onToggleText, onImportFile }: ListToolsProps) {
  const { t } = useLingui();
  const fileRef = useRef<HTMLInputElement>(null);

  return (
    <div className="list-tools">
      <div className="button-row">
        <button type="button" className="button" aria-pressed={textMode} disabled={disabled} onClick={onToggleText}>
          {t`Edit as text`}
        </button>
        <button type="button" className="button" disabled={disabled} onClick={() => fileRef.current?.click()}>
          {t`Import from file`}
        </button>
        <input
          ref={fileRef}
          type="file"
          accept=".txt,.csv,text/plain,text/csv"
          hidden
          aria-label={t`Import from file`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so choosing the same file again is a new import.
            event.target.value = "";
            if (file) onImportFile(file);
          }}
        />
      </div>
      <div aria-live="polite">{notice?.kind === "done" && <p className="list-notice">{notice.text}</p>}</div>
      {notice?.kind === "error" && (
        <p className="list-error" role="alert">
          {notice.text}
        </p>
      )}
    </div>
  );
}
