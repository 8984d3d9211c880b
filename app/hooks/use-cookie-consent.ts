import { useSyncExternalStore } from "react";
import { parseConsent, readRawConsent, subscribeToConsent, type CookieConsent } from "~/storage/cookie-consent";

/** Sentinel for the prerendered HTML, where no one's consent is known yet. */
const notKnownOnServer = undefined;

/**
 * The visitor's consent: `undefined` while rendering on the server,
 * `null` when none is stored (or it is unreadable), else the stored choice.
 */
export function useCookieConsent(): CookieConsent | null | undefined {
  const raw = useSyncExternalStore(
    subscribeToConsent,
    () => readRawConsent(),
    () => notKnownOnServer,
  );
  return raw === notKnownOnServer ? undefined : parseConsent(raw);
}
