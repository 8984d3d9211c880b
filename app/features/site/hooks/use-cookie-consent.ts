import { useSyncExternalStore } from "react";
import {
  clearConsent,
  cookieConsentKey,
  parseConsent,
  readRawConsent,
  saveConsent,
  subscribeToConsent,
  type CookieConsent,
} from "~/features/site/storage/cookie-consent";

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

/**
 * The source of a script for the document's head, run before the body is painted, that adds `className` to the
 * document element when no choice is stored or storage cannot be read. Any stored value counts as a choice.
 */
export function noStoredConsentScript(className: string): string {
  const [key, name] = [cookieConsentKey, className].map((text) => JSON.stringify(text));
  return `(function(){try{if(localStorage.getItem(${key})!==null)return}catch(e){}document.documentElement.classList.add(${name})})()`;
}
