import { useId, type ChangeEvent } from "react";
import { countOf, formatCount } from "~/kernel/format/domain/count";
import {
  maxImportBytes,
  mergeImportedRecords,
  parseHistoryFile,
  type ImportSummary,
} from "~/kernel/records/domain/history-import";
import { describeStorageFailure } from "~/kernel/store/domain/storage-failure";
import { useHistoryTransfer } from "~/kernel/records/hooks/use-decision-history";
import type { HistoryStore } from "~/kernel/records/storage/decision-history";

export interface TransferReport {
  tone: "done" | "problem";
  text: string;
  /** One line per rejected entry, at most `listedRejections`. */
  details?: string[];
}

/** Rejected entries listed by name; a file of thousands of bad entries gets a count for the rest. */
const listedRejections = 10;

const problem = (text: string): TransferReport => ({ tone: "problem", text: `Nothing was imported: ${text}` });
const notAnExport = "Choose a file made with Export JSON.";

function describeImport(fileName: string, { added, alreadyPresent, rejected }: ImportSummary): TransferReport {
  const text =
    `Imported “${fileName}”: ${countOf(added, "decision")} added, ${formatCount(alreadyPresent)} already present, ` +
    `${formatCount(rejected.length)} rejected.`;
  const details = rejected.slice(0, listedRejections).map(({ entry, reason }) => `Entry ${entry}: ${reason}.`);
  const unlisted = rejected.length - details.length;
  if (unlisted > 0) details.push(`…and ${formatCount(unlisted)} more rejected.`);
  return { tone: "done", text, details };
}

async function importFile(file: File, importDecisions: HistoryStore["importDecisions"]): Promise<TransferReport> {
  if (file.size > maxImportBytes) return problem(`“${file.name}” is far too large to be a history export.`);
  let text: string;
  try {
    text = await file.text();
  } catch {
    return problem(`“${file.name}” could not be read.`);
  }
  const parsed = parseHistoryFile(text);
  if ("problem" in parsed) {
    return parsed.problem === "not-json"
      ? problem(`“${file.name}” is not a JSON file. ${notAnExport}`)
      : problem(`“${file.name}” is JSON but not a list of decisions (not a JSON array). ${notAnExport}`);
  }
  const result = importDecisions(parsed.entries, mergeImportedRecords);
  if (result.ok) return describeImport(file.name, result.summary);
  const advice =
    result.reason === "quota"
      ? " Nothing already saved was removed. Free up space by deleting old decisions, then import again."
      : "";
  return problem(`${describeStorageFailure(result.reason)}.${advice}`);
}

/** Picks a JSON export and merges its decisions into the history; the outcome goes to `onReport`. */
export function HistoryImportField({ onReport }: { onReport: (report: TransferReport) => void }) {
  const { importDecisions } = useHistoryTransfer();
  const inputId = useId();
  const hintId = useId();

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again imports again (and reports "already present").
    input.value = "";
    if (file) onReport(await importFile(file, importDecisions));
  };

  return (
    <div className="history-field history-import">
      <label htmlFor={inputId}>Import a JSON export</label>
      <p id={hintId} className="history-transfer-hint">
        Adds the decisions this history does not have yet; nothing here is changed or removed.
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
