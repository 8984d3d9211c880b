import { msg } from "@lingui/core/macro";
import type { MethodResult } from "~/features/vote/domain/count";
import { prefer } from "~/features/vote/domain/pairwise";
import type { I18n } from "~/i18n/runtime";
import { csvCell } from "~/kernel/format/domain/csv-cell";
import { formatLocalDate } from "~/kernel/format/domain/local-date";

// Loaded only when "Download results" is pressed: a first visit to /vote carries none of this.

const csvRow = (cells: readonly string[]) => `${cells.map(csvCell).join(",")}\r\n`;

/** A figure as data: plain digits and a point, never the page's thousands separators (a spreadsheet reads it whole). */
const plain = (value: number) => String(Math.round(value * 100) / 100);

/** The headers and each option's figures, as the method counts them. */
function columns(i18n: I18n, result: MethodResult, options: readonly string[], ballots: number) {
  const option = i18n._(msg({ message: "Option", comment: "A column heading in the downloaded results (CSV)" }));
  if (result.method === "approval") {
    return {
      headers: [option, i18n._(msg({ message: "Approvals", comment: "A column heading in the downloaded results" }))],
      figures: options.map((_, index) => [plain(result.approvals[index] as number)]),
    };
  }
  if (result.method === "score") {
    return {
      headers: [
        option,
        i18n._(msg({ message: "Total stars", comment: "A column heading in the downloaded results" })),
        i18n._(msg({ message: "Mean stars", comment: "A column heading in the downloaded results: stars per ballot" })),
      ],
      figures: options.map((_, index) => {
        const total = result.totals[index] as number;
        return [plain(total), plain(total / ballots)];
      }),
    };
  }
  const { rounds } = result.instantRunoff;
  return {
    headers: [
      option,
      i18n._(
        msg({ message: "One-on-one wins", comment: "A column heading in the downloaded results of a ranked vote" }),
      ),
      ...rounds.map((_, round) =>
        i18n._(
          msg({
            message: "First preferences, round {round}",
            comment: "A column heading in the downloaded results of a ranked vote (instant runoff)",
          }),
          { round: round + 1 },
        ),
      ),
    ],
    // An option already out in a round has no figure in it: the cell stays empty.
    figures: options.map((_, index) => [
      plain(
        options.filter((_, rival) => prefer(result.pairwise, index, rival) > prefer(result.pairwise, rival, index))
          .length,
      ),
      ...rounds.map((round) => {
        const tally = round.tallies.find((entry) => entry.option === index);
        return tally ? plain(tally.votes) : "";
      }),
    ]),
  };
}

/**
 * The results for spreadsheets: one row per option in the poll's order with the method's figures, headers in the
 * page's language, a UTF-8 byte order mark, CRLF line ends, and every name defused against formulas.
 */
export function writeResultsCsv(i18n: I18n, result: MethodResult, options: readonly string[], ballots: number): string {
  const { headers, figures } = columns(i18n, result, options, ballots);
  const rows = options.map((name, index) => csvRow([name, ...(figures[index] as string[])]));
  return `\uFEFF${csvRow(headers)}${rows.join("")}`;
}

/** e.g. `vote-results-2026-11-29.csv`, dated by the visitor's local day. */
export function resultsFileName(now: Date): string {
  return `vote-results-${formatLocalDate(now)}.csv`;
}
