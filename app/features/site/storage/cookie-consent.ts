import { getLocalStorage, subscribeToOtherTabs } from "~/kernel/store/storage/local-storage";

export const cookieConsentKey = "cookie-consent";

export interface CookieConsent {
  analytics: boolean;
  /** ISO time the choice was made. */
  date: string;
}

/** Reads a stored consent value; anything unparseable counts as "not yet consented". */
export function parseConsent(raw: string | null): CookieConsent | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { analytics, date } = value as Record<string, unknown>;
    if (typeof analytics !== "boolean" || typeof date !== "string") return null;
    return { analytics, date };
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
// Where storage refuses a write, the choice still holds for this page view.
let unsavedConsent: string | null = null;
const notify = () => listeners.forEach((listener) => listener());

/** The raw stored value: a string snapshot keeps `useSyncExternalStore` stable between reads. */
export function readRawConsent(storage = getLocalStorage()): string | null {
  try {
    return storage?.getItem(cookieConsentKey) ?? unsavedConsent;
  } catch {
    return unsavedConsent;
  }
}

/** Stores exactly the visitor's choice. Storage failures leave the banner up next visit, nothing more. */
export function saveConsent(analytics: boolean, storage = getLocalStorage(), now = new Date()): void {
  const consent: CookieConsent = { analytics, date: now.toISOString() };
  unsavedConsent = JSON.stringify(consent);
  try {
    storage?.setItem(cookieConsentKey, unsavedConsent);
  } catch {
    // Quota or disabled storage: the in-memory copy keeps the choice for this page view.
  }
  notify();
}

export function clearConsent(storage = getLocalStorage()): void {
  unsavedConsent = null;
  try {
    storage?.removeItem(cookieConsentKey);
  } catch {
    // Nothing stored that could be cleared.
  }
  notify();
}

export function subscribeToConsent(listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribeTabs = subscribeToOtherTabs(cookieConsentKey, listener);
  return () => {
    listeners.delete(listener);
    unsubscribeTabs();
  };
}
