import { languageWithCode, type LanguageCode } from "~/i18n/languages";
import { createKeyStore } from "~/kernel/store/storage/key-store";

export const languageChoiceKey = "language";

// The language the visitor chose in the menu. It never redirects (the address decides a page's language): it says
// which language to offer and to keep offline.
const languageChoiceStore = createKeyStore<LanguageCode, null>({
  key: languageChoiceKey,
  empty: null,
  read: (json) => (typeof json === "string" ? languageWithCode(json)?.code : undefined),
});

/** The remembered choice, null when none was made (or what is stored names no language of the site). */
export const readLanguageChoice = (storage?: Storage | null): LanguageCode | null =>
  languageChoiceStore.restore(languageChoiceStore.readRaw(storage)).value;

/** Remembers the visitor's choice on this device; where storage refuses it, for this page view. */
export function rememberLanguageChoice(code: LanguageCode, storage?: Storage | null): void {
  languageChoiceStore.write(code, { storage });
}
