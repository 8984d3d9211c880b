import { languageWithCode, type LanguageCode } from "~/i18n/languages";
import { createKeyStore } from "~/kernel/store/storage/key-store";

export const declinedLanguagesKey = "declined-languages";

// The languages whose offer the visitor turned down on this device ("No, thanks"): they are not offered again.
const declinedLanguagesStore = createKeyStore<LanguageCode[], LanguageCode[]>({
  key: declinedLanguagesKey,
  empty: [],
  read: (json) =>
    Array.isArray(json) ? json.flatMap((code) => languageWithCode(String(code))?.code ?? []) : undefined,
});

/** The languages declined on this device, none when nothing (or something damaged) is stored. */
export const readDeclinedLanguages = (storage?: Storage | null): LanguageCode[] =>
  declinedLanguagesStore.restore(declinedLanguagesStore.readRaw(storage)).value;

/** Remembers that the offer of `code` was declined; where storage refuses it, for this page view. */
export function declineLanguage(code: LanguageCode, storage?: Storage | null): void {
  declinedLanguagesStore.update(({ value }) => (value.includes(code) ? undefined : [...value, code]), { storage });
}
