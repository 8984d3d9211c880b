import type { LanguageCode } from "~/i18n/languages";
import { rememberLanguageChoice } from "~/i18n/storage/language-choice";

/** How a component remembers the visitor's choice of language (components never touch storage themselves). */
export function useLanguageChoice(): { remember: (code: LanguageCode) => void } {
  return { remember: rememberLanguageChoice };
}
