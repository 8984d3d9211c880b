import { createKeyStore } from "~/kernel/store/storage/key-store";

export const cookieConsentKey = "cookie-consent";

export interface CookieConsent {
  analytics: boolean;
  /** ISO time the choice was made. */
  date: string;
}

// Pure: a build without analytics, whose pages never ask for consent, leaves the store out of every page's script.
const consentStore = /* @__PURE__ */ createKeyStore({
  key: cookieConsentKey,
  empty: null,
  read(json): CookieConsent | undefined {
    if (typeof json !== "object" || json === null) return undefined;
    const { analytics, date } = json as Record<string, unknown>;
    return typeof analytics === "boolean" && typeof date === "string" ? { analytics, date } : undefined;
  },
});

/** Reads a stored consent value; anything unparseable counts as "not yet consented". */
export const parseConsent = (raw: string | null): CookieConsent | null => consentStore.restore(raw).value;

/** The raw stored value, or this page view's choice where storage refused it. */
export const readRawConsent = (storage?: Storage | null) => consentStore.readRaw(storage);

/** Stores exactly the visitor's choice. Storage failures leave the banner up next visit, nothing more. */
export function saveConsent(analytics: boolean, storage?: Storage | null, now = new Date()): void {
  consentStore.write({ analytics, date: now.toISOString() }, { storage });
}

export function clearConsent(storage?: Storage | null): void {
  consentStore.write(null, { storage });
}

export const subscribeToConsent = (listener: () => void) => consentStore.subscribe(listener);
