import { createI18n, type I18n, type Messages } from "~/i18n/runtime";

const instances = new WeakMap<Messages, I18n>();

/**
 * One instance per loaded set of messages, shared by the provider and the meta functions: the same loader data gives
 * the same instance, so the page re-renders its words only when the root's data changes.
 */
export function i18nFor(locale: string, messages: Messages): I18n {
  let i18n = instances.get(messages);
  if (!i18n) {
    i18n = createI18n(locale, messages);
    instances.set(messages, i18n);
  }
  return i18n;
}
