import { fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { ShortcutHint } from "~/kernel/ui/components/shortcut-hint";
import { useDecisionShortcut } from "~/kernel/ui/hooks/use-decision-shortcut";

function DecisionForm({ disabled = false, onDecide }: { disabled?: boolean; onDecide: () => void }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const shortcut = useDecisionShortcut(buttonRef);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onDecide();
      }}
    >
      <input aria-label="Choice 1" />
      <textarea aria-label="Context" />
      <button ref={buttonRef} type="submit" disabled={disabled} {...shortcut.buttonProps}>
        Decide
      </button>
      <ShortcutHint id={shortcut.hintId} />
    </form>
  );
}

const press = (target: Element, init: KeyboardEventInit) => fireEvent.keyDown(target, { key: "Enter", ...init });

describe("the decision shortcut", () => {
  it("presses the decision button once for Ctrl+Enter or ⌘+Enter, from a field, the textarea or the page", () => {
    const onDecide = vi.fn();
    render(<DecisionForm onDecide={onDecide} />);
    press(screen.getByRole("textbox", { name: "Choice 1" }), { ctrlKey: true });
    expect(onDecide).toHaveBeenCalledTimes(1);
    press(screen.getByRole("textbox", { name: "Context" }), { metaKey: true });
    expect(onDecide).toHaveBeenCalledTimes(2);
    press(document.body, { ctrlKey: true });
    expect(onDecide).toHaveBeenCalledTimes(3);
  });

  it("ignores Enter alone, other modifiers, held-down repeats and typing in an input method", () => {
    const onDecide = vi.fn();
    render(<DecisionForm onDecide={onDecide} />);
    const field = screen.getByRole("textbox", { name: "Context" });
    press(field, {});
    press(field, { ctrlKey: true, shiftKey: true });
    press(field, { ctrlKey: true, altKey: true });
    press(field, { ctrlKey: true, repeat: true });
    press(field, { ctrlKey: true, isComposing: true });
    fireEvent.keyDown(field, { key: "a", ctrlKey: true });
    expect(onDecide).not.toHaveBeenCalled();
  });

  it("does nothing while the button is disabled, and nothing once the page is gone", () => {
    const onDecide = vi.fn();
    const { unmount } = render(<DecisionForm disabled onDecide={onDecide} />);
    const event = new KeyboardEvent("keydown", { key: "Enter", ctrlKey: true, bubbles: true, cancelable: true });
    screen.getByRole("textbox", { name: "Choice 1" }).dispatchEvent(event);
    expect(onDecide).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
    unmount();
    press(document.body, { ctrlKey: true });
    expect(onDecide).not.toHaveBeenCalled();
  });

  it("describes the shortcut on the button", () => {
    render(<DecisionForm onDecide={() => {}} />);
    const button = screen.getByRole("button", { name: "Decide" });
    expect(button).toHaveAccessibleDescription("Shortcut: Ctrl+Enter");
    expect(button).toHaveAttribute("aria-keyshortcuts", "Control+Enter Meta+Enter");
  });

  it("names ⌘ on Apple platforms", () => {
    vi.spyOn(navigator, "platform", "get").mockReturnValue("MacIntel");
    render(<DecisionForm onDecide={() => {}} />);
    expect(screen.getByRole("button", { name: "Decide" })).toHaveAccessibleDescription("Shortcut: ⌘+Enter");
  });
});
