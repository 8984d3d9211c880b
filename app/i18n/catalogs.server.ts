import type { Messages } from "~/i18n/runtime";
import { pseudoLanguage, type Language } from "~/i18n/languages";
import { padPseudoMessages } from "~/i18n/pseudo-padding";
import type { MessageArea } from "~/site-pages";

// The compiled catalogs (`npm run messages:compile`, which `npm run build` runs first), read on the server and at
// prerender only: a page carries its language's messages in its loader data, never in a script, so every language
// loads the same script files.
const compiled = import.meta.glob<Messages>("./locales/*/*.json", { eager: true, import: "messages" });

/** One area's messages in one language; "web-app-manifest" is no page's: the build writes it into files. */
export function catalog(language: Language, area: "shell" | "web-app-manifest" | MessageArea): Messages {
  const messages = compiled[`./locales/${language.lang}/${area}.json`];
  if (!messages) throw new Error(`No compiled ${area} catalog for ${language.lang}: run npm run messages:compile`);
  return language === pseudoLanguage ? paddedPseudoMessages(messages) : messages;
}

const paddedPseudoCatalogs = new WeakMap<Messages, Messages>();
function paddedPseudoMessages(messages: Messages): Messages {
  let padded = paddedPseudoCatalogs.get(messages);
  if (!padded) paddedPseudoCatalogs.set(messages, (padded = padPseudoMessages(messages)));
  return padded;
}

/** The shell's messages and the given areas', in one language (message ids are unique across catalogs). */
export function messagesFor(language: Language, areas: readonly MessageArea[]): Messages {
  return Object.assign({}, catalog(language, "shell"), ...areas.map((area) => catalog(language, area)));
}
