import type { LanguageCode } from "~/i18n/languages";
import { offeredLanguage } from "~/i18n/offered-language";
import { declineLanguage, readDeclinedLanguages } from "~/i18n/storage/declined-languages";
import { readLanguageChoice } from "~/i18n/storage/language-choice";

/** Offers of another language: which one a page should make, read once the page runs, and declining one. */
export function useLanguageOffer(): {
  offeredOn: (page: LanguageCode) => LanguageCode | null;
  decline: (code: LanguageCode) => void;
} {
  return { offeredOn, decline: declineLanguage };
}

function offeredOn(page: LanguageCode): LanguageCode | null {
  return offeredLanguage({
    page,
    choice: readLanguageChoice(),
    browserLanguages: navigator.languages ?? [navigator.language],
    declined: readDeclinedLanguages(),
  });
}
