import { msg, plural } from "@lingui/core/macro";
import type { I18n } from "~/i18n/runtime";
import { formatList } from "~/kernel/format/domain/intl-formats";

/** The words for presses the page could not carry out: each control by the name it had when it was pressed. */
export function describeEarlyPressesNotDone(i18n: I18n, names: readonly string[]): string {
  const quoted = names.map((name) =>
    name
      ? i18n._(
          msg({ message: `“${name}”`, comment: "The name of a control pressed while the page was loading, quoted" }),
        )
      : i18n._(msg({ message: "a button", comment: "A pressed control that had no name" })),
  );
  const named = formatList(quoted, i18n.locale);
  const count = names.length;
  return i18n._(
    msg`${plural(count, {
      one: `${named}, pressed while the page was loading, was not done: by the time the page could act, it no longer showed it.`,
      other: `${named}, pressed while the page was loading, were not done: by the time the page could act, it no longer showed them.`,
    })}`,
  );
}

/**
 * Tells the visitor, on screen and to screen readers, which presses made before the page ran were not carried out, until
 * they dismiss it. Put at the end of the body, which React leaves alone, so it stays whatever the page renders next.
 */
export function sayEarlyPressesNotDone(i18n: I18n, names: readonly string[]): void {
  const notice = document.createElement("div");
  notice.className = "early-press-notice";
  // An alert is read out as it appears; a status region added with its message may go unread.
  notice.setAttribute("role", "alert");
  const words = document.createElement("p");
  words.textContent = describeEarlyPressesNotDone(i18n, names);
  const dismiss = document.createElement("button");
  dismiss.type = "button";
  dismiss.className = "button";
  dismiss.textContent = i18n._(msg({ message: "OK", comment: "Dismisses the notice of presses that were not done" }));
  dismiss.addEventListener("click", () => notice.remove());
  notice.append(words, dismiss);
  document.body.append(notice);
}
