// A spreadsheet runs a cell starting with one of these as a formula (CSV injection); tab and carriage
// return are on the list because some programs drop them and then read what follows.
const formulaStart = /^[=+\-@\t\r]/;

/** One cell: formulas defused with a leading `'`, then RFC 4180 quoting where the text needs it. */
export function csvCell(text: string): string {
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
