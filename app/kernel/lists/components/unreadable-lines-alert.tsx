import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { I18n } from "~/i18n/runtime";
import { quoteLine, type UnreadableLines } from "~/kernel/lists/domain/unreadable-lines";

/**
 * "Line 2 (“Bob, -2”): … Line 5 (“Cy, 0”): … And 3 more lines cannot be read." — the lines a list could not read, each
 * by number and text, and how many more there are beyond those named.
 */
export function wordUnreadableLines(i18n: I18n, { named, count }: UnreadableLines): string {
  const lines = named.map(({ line, text, message: reason }) => {
    const quoted = quoteLine(text);
    const message = i18n._(reason);
    return i18n._(
      msg({
        message: `Line ${line} (“${quoted}”): ${message}.`,
        comment: "A line of a list that cannot be read: its number, its text and why",
      }),
    );
  });
  const more = count - named.length;
  if (more > 0) {
    lines.push(
      i18n._(msg`{more, plural, one {And # more line cannot be read.} other {And # more lines cannot be read.}}`, {
        more,
      }),
    );
  }
  return lines.join(" ");
}

const fixToAct: Record<ListAction, MessageDescriptor> = {
  draw: msg`{count, plural, one {Fix it to draw.} other {Fix them to draw.}}`,
  "make teams": msg`{count, plural, one {Fix it to make teams.} other {Fix them to make teams.}}`,
};

/** "Fix them to draw." — what the visitor does about `count` unreadable lines. */
export function wordFixToAct(i18n: I18n, action: ListAction, count: number): string {
  return i18n._(fixToAct[action], { count });
}

/** What fixing a list's unreadable lines lets the visitor do. */
export type ListAction = "draw" | "make teams";

/** The lines a list could not read, named, and what fixing them allows ("draw", "make teams"); nothing when all read. */
export function UnreadableLinesAlert({
  reading,
  action,
}: {
  reading: { ok: true } | UnreadableLines;
  action: ListAction;
}) {
  const { i18n } = useLingui();
  if (reading.ok) return null;
  return (
    <p className="list-error" role="alert">
      {`${wordUnreadableLines(i18n, reading)} ${wordFixToAct(i18n, action, reading.count)}`}
    </p>
  );
}
