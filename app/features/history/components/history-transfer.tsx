import { useState } from "react";
import { downloadFile } from "~/kernel/ui/components/download-file";
import { HistoryImportField, type TransferReport } from "~/features/history/components/history-import-field";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { DecisionRecord } from "~/kernel/records/domain/decision-record";
import { exportFileName, writeHistoryCsv, writeHistoryJson } from "~/features/history/domain/history-export";
import { useHistoryTransfer } from "~/kernel/records/hooks/use-decision-history";

/** Export the history as JSON (lossless, for import) or CSV (for spreadsheets), and import a JSON export. */
export function HistoryTransfer({ records }: { records: readonly DecisionRecord[] }) {
  const { readableEntries } = useHistoryTransfer();
  const { t } = useLingui();
  const exported = (count: number, fileName: string) =>
    t`${plural(count, { one: `# decision exported as ${fileName}.`, other: `# decisions exported as ${fileName}.` })}`;
  // `attempt` gives each report a fresh node, so the same words twice are announced twice.
  const [report, setReport] = useState<(TransferReport & { attempt: number }) | null>(null);
  const show = (next: TransferReport) => setReport((last) => ({ ...next, attempt: (last?.attempt ?? 0) + 1 }));

  const exportAs = (extension: "json" | "csv") => {
    const fileName = exportFileName(extension, new Date());
    if (extension === "json") {
      const entries = readableEntries();
      downloadFile(fileName, "application/json", writeHistoryJson(entries));
      show({ tone: "done", text: exported(entries.length, fileName) });
    } else {
      downloadFile(fileName, "text/csv;charset=utf-8", writeHistoryCsv(records));
      show({ tone: "done", text: exported(records.length, fileName) });
    }
  };

  return (
    <section className="history-transfer" aria-labelledby="history-transfer-heading">
      <h2 id="history-transfer-heading">{t`Export and import`}</h2>
      {records.length > 0 ? (
        <div className="history-export">
          <p className="history-transfer-hint">
            {t`A JSON file keeps every detail and can be imported here or in another browser; CSV opens in spreadsheets.`}
          </p>
          <div className="button-row">
            <button type="button" className="button" onClick={() => exportAs("json")}>
              {t`Export JSON`}
            </button>
            <button type="button" className="button" onClick={() => exportAs("csv")}>
              {t`Export CSV`}
            </button>
          </div>
        </div>
      ) : (
        <p className="history-transfer-hint">{t`Export becomes available once a decision is saved.`}</p>
      )}
      <HistoryImportField onReport={show} />
      <div className="history-transfer-report" role="status">
        {report && (
          <div key={report.attempt} className={`notice${report.tone === "problem" ? " history-transfer-problem" : ""}`}>
            <p>{report.text}</p>
            {report.details && report.details.length > 0 && (
              <ul aria-label={t`Rejected entries`}>
                {report.details.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
