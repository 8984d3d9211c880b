import { useSyncExternalStore } from "react";

const query = "(prefers-reduced-motion: reduce)";

// Not every environment has matchMedia (a server render, some test DOMs): motion is then allowed.
const motionQuery = () => (typeof window.matchMedia === "function" ? window.matchMedia(query) : null);

function subscribe(onChange: () => void): () => void {
  const list = motionQuery();
  list?.addEventListener("change", onChange);
  return () => list?.removeEventListener("change", onChange);
}

/** True when the visitor asks for reduced motion; follows changes to the setting while the page is open. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => motionQuery()?.matches ?? false,
    () => false,
  );
}
