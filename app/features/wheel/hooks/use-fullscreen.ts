import { type RefObject, useCallback, useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  document.addEventListener("fullscreenchange", onChange);
  return () => document.removeEventListener("fullscreenchange", onChange);
}

/**
 * Full screen for the element behind `ref` (the Fullscreen API; Esc leaves it, as browsers always allow):
 * whether the browser offers it, whether the element is full screen now, and a toggle. Going full screen moves the
 * focus onto the element, so the keys typed next reach it rather than the button that was pressed.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  // The prerendered page offers full screen, as nearly every browser does: a browser without it (an iPhone) drops the
  // button once the page runs, rather than every browser's wheel moving down a row when the button appears.
  const supported = useSyncExternalStore(
    subscribe,
    () => document.fullscreenEnabled === true,
    () => true,
  );
  const active = useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement != null && document.fullscreenElement === ref.current,
    () => false,
  );
  const toggle = useCallback(() => {
    // A refusal (no user gesture, a policy) leaves the page as it is, which is all there is to do about it.
    const element = ref.current;
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : element?.requestFullscreen().then(() => element.focus());
    void change?.catch(() => {});
  }, [ref]);
  return { supported, active, toggle };
}
