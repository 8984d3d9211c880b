import { useLingui } from "@lingui/react/macro";
import { useBrowserValue } from "~/kernel/ui/hooks/use-browser-value";

// navigator.platform is the one signal every browser still gives; iPads with a keyboard report "MacIntel".
const onApplePlatform = () => /^(Mac|iPhone|iPad|iPod)/.test(navigator.platform);
// The prerendered page cannot know the visitor's keyboard: it says Ctrl, and hydration keeps that.
const onServer = () => false;

/** The visible (on pointer devices) text that describes a decision button's keyboard shortcut. */
export function ShortcutHint({ id }: { id: string }) {
  const { t } = useLingui();
  const apple = useBrowserValue(onApplePlatform, onServer);
  return (
    <p id={id} className="hint shortcut-hint">
      {apple
        ? t({
            message: "Shortcut: ⌘+Enter",
            comment: "The keys pressed together, named as on this language's keyboards",
          })
        : t({
            message: "Shortcut: Ctrl+Enter",
            comment: "The keys pressed together, named as on this language's keyboards",
          })}
    </p>
  );
}
