import type { Messages } from "~/i18n/runtime";

type CompiledMessage = Messages[string];

// Translations run longer than English: German and French often by a third, short labels by more. Lingui's
// pseudolocalization keeps English's length, so the pseudo-language adds this share of each message's text, as
// letters no language check reads as English (docs/i18n-plan.md, "Pseudo-language check").
const paddingShare = 0.4;
const paddingWord = "ẋẋẋẋẋ";

/** A message's own text, as long as a visitor reads it: its words, not its elements' tags nor its arguments. */
function textLength(message: CompiledMessage): number {
  if (typeof message === "string") return message.replace(/<\/?\d+\/?>/g, "").length;
  let length = 0;
  for (const token of message) {
    if (typeof token === "string") length += textLength(token);
    else if (token[1] === "plural" || token[1] === "select" || token[1] === "selectordinal") {
      const { other } = token[2] as Record<string, CompiledMessage>;
      if (other !== undefined) length += textLength(other);
    }
  }
  return length;
}

/** Words of padding, space apart so that a long message still wraps where a translation's words would. */
export function pseudoPadding(length: number): string {
  const words = Math.ceil(length / (paddingWord.length + 1));
  return words === 0 ? "" : ` ${Array.from({ length: words }, () => paddingWord).join(" ")}`;
}

/** The pseudo-language's messages: each padded at its end by 40% of its text, arguments and elements untouched. */
export function padPseudoMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      const padding = pseudoPadding(Math.ceil(textLength(message) * paddingShare));
      if (padding === "") return [id, message];
      return [id, typeof message === "string" ? message + padding : [...message, padding]];
    }),
  );
}
