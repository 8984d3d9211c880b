import { useId, type ChangeEvent } from "react";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { I18n } from "~/i18n/runtime";
import {
  maxImportBytes,
  mergeImportedRecords,
  parseHistoryFile,
  type ImportSummary,
} from "~/kernel/records/domain/history-import";
import type { EntryProblem } from "~/kernel/records/domain/history-import";
import { useHistoryTransfer } from "~/kernel/records/hooks/use-decision-history";
import type { HistoryStore } from "~/kernel/records/storage/decision-history";
import { formatCount } from "~/kernel/format/domain/count";

export interface TransferReport {
  tone: "done" | "problem";
  text: string;
  /** One line per rejected entry, at most `listedRejections`. */
  details?: string[];
}

/** Rejected entries listed by name; a file of thousands of bad entries gets a count for the rest. */
const listedRejections = 10;

function describeImport(i18n: I18n, fileName: string, summary: ImportSummary): TransferReport {
  const count = (value: number) => formatCount(value, i18n.locale);
  const { added } = summary;
  const [alreadyPresent, rejected] = [count(summary.alreadyPresent), count(summary.rejected.length)];
  const text = i18n._(
    msg`Imported “${fileName}”: ${plural(added, { one: "# decision added", other: "# decisions added" })}, ${alreadyPresent} already present, ${rejected} rejected.`,
  );
  const details = summary.rejected
    .slice(0, listedRejections)
    .map(({ entry, reason }) => wordRejection(i18n, entry, reason));
  const more = summary.rejected.length - details.length;
  const unlisted = count(more);
  if (more > 0) details.push(i18n._(msg`…and ${unlisted} more rejected.`));
  return { tone: "done", text, details };
}

/** "Entry 3: no timestamp." — why an entry of the file is not a decision, naming the field by its JSON name. */
function wordRejection(i18n: I18n, entry: number, reason: EntryProblem): string {
  if (reason.problem === "not-a-decision") return i18n._(msg`Entry ${entry}: not a decision.`);
  const { field } = reason;
  switch (reason.problem) {
    case "missing":
      return i18n._(
        msg({
          message: `Entry ${entry}: no ${field}.`,
          comment: "{field} is the name of a JSON field: id, result, category, timestamp, choices, tags",
        }),
      );
    case "not-text":
      return i18n._(
        msg({
          message: `Entry ${entry}: ${field} is not text.`,
          comment: "{field} is the name of a JSON field: id, result, category",
        }),
      );
    case "not-a-list-of-text":
      return i18n._(
        msg({
          message: `Entry ${entry}: ${field} are not a list of text.`,
          comment: "{field} is the name of a JSON field: choices, tags",
        }),
      );
    case "not-a-date":
      return i18n._(
        msg({
          message: `Entry ${entry}: ${field} is not a date.`,
          comment: "{field} is the name of a JSON field: timestamp",
        }),
      );
  }
}

async function importFile(
  i18n: I18n,
  file: File,
  importDecisions: HistoryStore["importDecisions"],
): Promise<TransferReport> {
  const name = file.name;
  const problem = (reason: string): TransferReport => ({
    tone: "problem",
    text: i18n._(msg`Nothing was imported: ${reason}`),
  });
  if (file.size > maxImportBytes) return problem(i18n._(msg`“${name}” is far too large to be a history export.`));
  let text: string;
  try {
    text = await file.text();
  } catch {
    return problem(i18n._(msg`“${name}” could not be read.`));
  }
  const parsed = parseHistoryFile(text);
  if ("problem" in parsed) {
    return parsed.problem === "not-json"
      ? problem(i18n._(msg`“${name}” is not a JSON file. Choose a file made with Export JSON.`))
      : problem(
          i18n._(
            msg`“${name}” is JSON but not a list of decisions (not a JSON array). Choose a file made with Export JSON.`,
          ),
        );
  }
  const result = importDecisions(parsed.entries, mergeImportedRecords);
  if (result.ok) return describeImport(i18n, name, result.summary);
  return {
    tone: "problem",
    text:
      result.reason === "quota"
        ? i18n._(
            msg`Nothing was imported: your browser’s storage for this site is full. Nothing already saved was removed. Free up space by deleting old decisions, then import again.`,
          )
        : i18n._(
            msg`Nothing was imported: this browser does not let the site keep a history (storage is disabled or blocked).`,
          ),
  };
}

/** Picks a JSON export and merges its decisions into the history; the outcome goes to `onReport`. */
export function HistoryImportField({ onReport }: { onReport: (report: TransferReport) => void }) {
  const { importDecisions } = useHistoryTransfer();
  const { t, i18n } = useLingui();
  const inputId = useId();
  const hintId = useId();

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again imports again (and reports "already present").
    input.value = "";
    if (file) onReport(await importFile(i18n, file, importDecisions));
  };

  return (
    <div className="history-field history-import">
      <label htmlFor={inputId}>{t`Import a JSON export`}</label>
      <p id={hintId} className="history-transfer-hint">
        {t`Adds the decisions this history does not have yet; nothing here is changed or removed.`}
      </p>
      <input
        id={inputId}
        type="file"
        accept=".json,application/json"
        aria-describedby={hintId}
        onChange={(event) => void onChange(event)}
      />
    </div>
  );
}
