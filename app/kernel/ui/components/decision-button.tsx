import { useRef, type ReactNode, type RefObject } from "react";
import { ShortcutHint } from "~/kernel/ui/components/shortcut-hint";
import { useDecisionShortcut } from "~/kernel/ui/hooks/use-decision-shortcut";

interface DecisionButtonProps {
  disabled?: boolean;
  /** Shown with a spinner while the decision is being made, e.g. "Deciding…". */
  busyLabel?: string;
  busy?: boolean;
  /** Without one, the button submits its form. */
  onClick?: () => void;
  /** For a page that moves focus to the button itself. */
  ref?: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

/** A page's main button: Ctrl/⌘+Enter anywhere on the page presses it. */
export function DecisionButton({
  disabled = false,
  busy = false,
  busyLabel,
  onClick,
  ref,
  children,
}: DecisionButtonProps) {
  const ownRef = useRef<HTMLButtonElement>(null);
  const buttonRef = ref ?? ownRef;
  const shortcut = useDecisionShortcut(buttonRef);
  return (
    <>
      <button
        ref={buttonRef}
        type={onClick ? "button" : "submit"}
        className="button button-primary button-large"
        disabled={disabled}
        onClick={onClick}
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
