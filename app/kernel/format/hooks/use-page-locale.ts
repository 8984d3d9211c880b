import { createContext, use } from "react";

/**
 * The page's language, a BCP 47 tag, for every format a component writes: the one place components read it from.
 * English on every page until the pages get their languages; then a provider (or this hook) gives the address's.
 */
export const PageLocaleContext = createContext("en");

/** The language the page's numbers, dates and lists are written in: "en", "de", "ar"… */
export function usePageLocale(): string {
  return use(PageLocaleContext);
}
