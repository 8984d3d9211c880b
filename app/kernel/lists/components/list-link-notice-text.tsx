import { useLingui } from "@lingui/react/macro";
import { wordList } from "~/kernel/lists/components/list-words";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ListNoun } from "~/kernel/lists/domain/list-nouns";
import type { ListLinkNoticeProps } from "~/kernel/lists/components/list-link-notice";

// Loaded once a page's link held a list (list-link-notice.tsx), with the words only it says.
const linkWords: Record<ListNoun, Record<"damagedLink" | "filled", MessageDescriptor>> = {
  choice: {
    damagedLink: msg`This link’s list could not be read: the link may have been cut short or changed. Nothing was filled in; enter your choices below, or ask for the link again.`,
    filled: msg`Filled in from a shared link: {count, plural, one {# choice} other {# choices}}.`,
  },
  option: {
    damagedLink: msg`This link’s list could not be read: the link may have been cut short or changed. Nothing was filled in; enter your options below, or ask for the link again.`,
    filled: msg`Filled in from a shared link: {count, plural, one {# option} other {# options}}.`,
  },
  entrant: {
    damagedLink: msg`This link’s list could not be read: the link may have been cut short or changed. Nothing was filled in; enter your entrants below, or ask for the link again.`,
    filled: msg`Filled in from a shared link: {count, plural, one {# entrant} other {# entrants}}.`,
  },
  name: {
    damagedLink: msg`This link’s list could not be read: the link may have been cut short or changed. Nothing was filled in; enter your names below, or ask for the link again.`,
    filled: msg`Filled in from a shared link: {count, plural, one {# name} other {# names}}.`,
  },
  contestant: {
    damagedLink: msg`This link’s list could not be read: the link may have been cut short or changed. Nothing was filled in; enter your contestants below, or ask for the link again.`,
    filled: msg`Filled in from a shared link: {count, plural, one {# contestant} other {# contestants}}.`,
  },
};

/** Says what opening a shared link did: which list it filled in, or that the link could not be read. */
export function ListLinkNoticeText({ opening, noun, count }: ListLinkNoticeProps) {
  const { t, i18n } = useLingui();
  if (opening.status === "none") return null;
  const words = linkWords[noun];
  if (opening.status === "damaged") {
    return (
      <p className="notice notice-warning" role="alert">
        {i18n._(words.damagedLink)}
      </p>
    );
  }
  let filled: string;
  if (count === undefined) filled = wordList(i18n, words.filled, { count: opening.count });
  else filled = count ? t`Filled in from a shared link: ${count}.` : t`Filled in from a shared link.`;
  return (
    <p className="notice" role="status">
      {filled}
    </p>
  );
}
