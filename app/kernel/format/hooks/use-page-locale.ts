import { useLingui } from "@lingui/react/macro";

/**
 * The language the page's numbers, dates and lists are written in, a BCP 47 tag ("en", "de", "ar"…): the language of
 * the page's address, which the root gives its messages. Outside the root (a component test) it is English.
 */
export function usePageLocale(): string {
  const { i18n } = useLingui();
  return i18n.locale;
}
