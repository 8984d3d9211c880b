import { useRef, type ReactNode } from "react";
import { ShortcutHint } from "~/components/shortcut-hint";
import { useDecisionShortcut } from "~/hooks/use-decision-shortcut";

interface DecisionButtonProps {
  disabled: boolean;
  /** Shown with a spinner while the decision is being made, e.g. "Deciding…". */
  busyLabel?: string;
  busy?: boolean;
  children: ReactNode;
}

/** A page's main button: submits its form, and Ctrl/⌘+Enter anywhere on the page presses it. */
export function DecisionButton({ disabled, busy = false, busyLabel, children }: DecisionButtonProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const shortcut = useDecisionShortcut(buttonRef);
  return (
    <>
      <button
        ref={buttonRef}
        type="submit"
        className="button button-primary button-large"
        disabled={disabled}
        {...shortcut.buttonProps}
      >
        {busy ? (
          <>
            <span className="spinner" aria-hidden="true" /> {busyLabel}
          </>
        ) : (
          children
        )}
      </button>
      <ShortcutHint id={shortcut.hintId} />
    </>
  );
}
