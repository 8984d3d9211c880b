const pad = (n: number) => String(n).padStart(2, "0");

/** The local calendar date, `YYYY-MM-DD`: the day the visitor sees on their clock. */
export function formatLocalDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * `YYYY-MM-DD HH:MM:SS` in the visitor's time zone. Year first cannot be misread as day/month or
 * month/day in any locale; Excel, LibreOffice Calc and Google Sheets all take this form as a date-time;
 * and it is the clock time the history cards show. The exact instant stays in the JSON export.
 */
export function formatLocalDateTime(date: Date): string {
  return `${formatLocalDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
