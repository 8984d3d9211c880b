import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** What one entry of a list is: each page's list names its entries so, in every sentence about them. */
export type ListNoun = "choice" | "option" | "entrant" | "name" | "contestant";

/**
 * The list editor's words for its entries, one whole message a noun, so that each language gives the noun its own
 * gender, plural and place in the sentence (docs/i18n-plan.md, "3. Messages"). The sentences said only after a paste,
 * an import, a shared link or in a long list travel with the parts that say them, loaded when needed.
 */
export interface ListNounWords {
  /** A row's field and placeholder: `{number}` from 1. */
  field: MessageDescriptor;
  /** A row's remove button: `{number}` from 1. */
  remove: MessageDescriptor;
  /** The whole list as text. */
  lines: MessageDescriptor;
  /** Under the list as text. */
  pasteHint: MessageDescriptor;
}

export const listNounWords: Record<ListNoun, ListNounWords> = {
  choice: {
    field: msg({ message: "Choice {number}", comment: "A list's field and its placeholder; the number is its row" }),
    remove: msg({ message: "Remove choice {number}", comment: "The button that removes a list's row" }),
    lines: msg`Choices, one per line`,
    pasteHint: msg`Pasting several lines into a choice field works too.`,
  },
  option: {
    field: msg({ message: "Option {number}", comment: "A list's field and its placeholder; the number is its row" }),
    remove: msg({ message: "Remove option {number}", comment: "The button that removes a list's row" }),
    lines: msg`Options, one per line`,
    pasteHint: msg`Pasting several lines into an option field works too.`,
  },
  entrant: {
    field: msg({
      message: "Entrant {number}",
      comment: "A giveaway list's field and its placeholder; the number is its row",
    }),
    remove: msg({ message: "Remove entrant {number}", comment: "The button that removes a giveaway list's row" }),
    lines: msg`Entrants, one per line`,
    pasteHint: msg`Pasting several lines into an entrant field works too.`,
  },
  name: {
    field: msg({
      message: "Name {number}",
      comment: "A list of people's field and its placeholder; the number is its row",
    }),
    remove: msg({ message: "Remove name {number}", comment: "The button that removes a list of people's row" }),
    lines: msg`Names, one per line`,
    pasteHint: msg`Pasting several lines into a name field works too.`,
  },
  contestant: {
    field: msg({
      message: "Contestant {number}",
      comment: "A tournament list's field and its placeholder; the number is its row",
    }),
    remove: msg({ message: "Remove contestant {number}", comment: "The button that removes a tournament list's row" }),
    lines: msg`Contestants, one per line`,
    pasteHint: msg`Pasting several lines into a contestant field works too.`,
  },
};
