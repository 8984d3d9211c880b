import { describeUnreadableLines, type UnreadableLines } from "~/kernel/lists/domain/unreadable-lines";

/** The lines a list could not read, named, and what fixing them allows ("draw", "make teams"); nothing when all read. */
export function UnreadableLinesAlert({ reading, action }: { reading: { ok: true } | UnreadableLines; action: string }) {
  if (reading.ok) return null;
  return (
    <p className="list-error" role="alert">
      {`${describeUnreadableLines(reading)} Fix ${reading.count === 1 ? "it" : "them"} to ${action}.`}
    </p>
  );
}
