const together = new Intl.ListFormat("en-GB", { style: "long", type: "conjunction" });

/** The words for presses the page could not carry out: each control by the name it had when it was pressed. */
export function describeEarlyPressesNotDone(names: readonly string[]): string {
  const named = together.format(names.map((name) => `“${name || "a button"}”`));
  return names.length === 1
    ? `${named}, pressed while the page was loading, was not done: by the time the page could act, it no longer showed it.`
    : `${named}, pressed while the page was loading, were not done: by the time the page could act, it no longer showed them.`;
}

/**
 * Tells the visitor, on screen and to screen readers, which presses made before the page ran were not carried out, until
 * they dismiss it. Put at the end of the body, which React leaves alone, so it stays whatever the page renders next.
 */
export function sayEarlyPressesNotDone(names: readonly string[]): void {
  const notice = document.createElement("div");
  notice.className = "early-press-notice";
  // An alert is read out as it appears; a status region added with its message may go unread.
  notice.setAttribute("role", "alert");
  const words = document.createElement("p");
  words.textContent = describeEarlyPressesNotDone(names);
  const dismiss = document.createElement("button");
  dismiss.type = "button";
  dismiss.className = "button";
  dismiss.textContent = "OK";
  dismiss.addEventListener("click", () => notice.remove());
  notice.append(words, dismiss);
  document.body.append(notice);
}
