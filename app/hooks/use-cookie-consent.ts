import { useSyncExternalStore } from "react";
import {
  clearConsent,
  parseConsent,
  readRawConsent,
  saveConsent,
  subscribeToConsent,
  type CookieConsent,
} from "~/storage/cookie-consent";

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

const consentActions = { saveConsent, clearConsent };

/** How the banner stores the visitor's choice, and how the footer forgets it to ask again. */
export function useConsentActions(): typeof consentActions {
  return consentActions;
}
