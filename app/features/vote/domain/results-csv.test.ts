import { describe, expect, it } from "vitest";
import { countVotes, type OpenedBallot } from "~/features/vote/domain/count";
import type { Poll, VoteMethod } from "~/features/vote/domain/poll";
import { resultsFileName, writeResultsCsv } from "~/features/vote/domain/results-csv";
import { createI18n } from "~/i18n/runtime";
import { toBase64Url } from "~/kernel/lists/domain/packed-json";

const english = createI18n("en", {});
// A hostile name: a spreadsheet would run it as a formula; a comma and quotes that need CSV quoting.
const hostile = '=HYPERLINK("http://evil.example","Click, me")';
const options = [hostile, "Sushi", "Tacos"];

const pollOf = (method: VoteMethod): Poll => ({
  question: "Dinner?",
  options,
  method,
  hiddenResults: false,
  organiserPublicKey: "A".repeat(87),
  closesAt: null,
});
// Distinct for up to 65,536 ballots: the count sets aside two ballots with one id.
const ballotId = (n: number) =>
  toBase64Url(Uint8Array.from({ length: 16 }, (_, i) => (i === 0 ? n & 255 : i === 1 ? n >> 8 : i * 11)));
const ballots = (contents: unknown[]): OpenedBallot[] => contents.map((content, n) => ({ id: ballotId(n), content }));

function csvOf(method: VoteMethod, contents: unknown[]) {
  const count = countVotes(pollOf(method), "poll-1", ballots(contents));
  if (!count.result) throw new Error("These ballots should give a result");
  return writeResultsCsv(english, count.result, options, count.counted);
}

/** The CSV's rows without the byte order mark, split on CRLF only. */
const rows = (csv: string) => csv.slice(1).split("\r\n");

describe("writeResultsCsv", () => {
  it("starts with a UTF-8 byte order mark, ends every row with CRLF, and defuses and quotes a hostile name", () => {
    const csv = csvOf("approval", [{ a: [0, 1] }, { a: [1] }]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(rows(csv)).toEqual([
      "Option,Approvals",
      `"'=HYPERLINK(""http://evil.example"",""Click, me"")",1`,
      "Sushi,2",
      "Tacos,0",
      "",
    ]);
  });

  it("gives a score vote's total and mean stars as plain digits with a point", () => {
    const csv = csvOf("score", [{ s: [5, 2, 0] }, { s: [4, 3, 1] }, { s: [5, 0, 0] }]);
    expect(rows(csv)).toEqual([
      "Option,Total stars,Mean stars",
      `"'=HYPERLINK(""http://evil.example"",""Click, me"")",14,4.67`,
      "Sushi,5,1.67",
      "Tacos,1,0.33",
      "",
    ]);
  });

  it("gives a ranked vote's one-on-one wins and first preferences round by round, empty once an option is out", () => {
    const csv = csvOf("ranked", [{ r: [1, 2, 0] }, { r: [1, 0] }, { r: [2, 0] }, { r: [0, 2] }, { r: [2, 1] }]);
    expect(rows(csv)).toEqual([
      'Option,One-on-one wins,"First preferences, round 1","First preferences, round 2"',
      `"'=HYPERLINK(""http://evil.example"",""Click, me"")",0,1,`,
      "Sushi,1,2,2",
      "Tacos,2,2,3",
      "",
    ]);
  });

  it("writes large figures without thousands separators, whatever the page's language", () => {
    const german = createI18n("de", {});
    const many = Array.from({ length: 1234 }, () => ({ a: [1] }));
    const count = countVotes(pollOf("approval"), "poll-1", ballots(many));
    if (!count.result) throw new Error("These ballots should give a result");
    expect(rows(writeResultsCsv(german, count.result, options, count.counted))[2]).toBe("Sushi,1234");
  });
});

describe("resultsFileName", () => {
  it("names the file after the local day", () => {
    expect(resultsFileName(new Date(2026, 10, 29, 23, 59))).toBe("vote-results-2026-11-29.csv");
  });
});
