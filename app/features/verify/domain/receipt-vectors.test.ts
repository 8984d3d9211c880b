import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkReceiptText } from "~/features/verify/domain/receipt-check";

// docs/vectors/*.json: every receipt under "verifies" must verify on /verify, and every one under "fails" must show
// exactly the problems it lists, rule and line, one for one (as scripts/receipt-vectors.test.ts holds the scripts to).
interface Problem {
  rule: string;
  line?: number;
}
interface Vector {
  name: string;
  receipt?: Record<string, unknown>;
  receiptText?: string;
  listFile?: string;
  problems?: Problem[];
  exit?: number;
}
const read = (kind: string) =>
  JSON.parse(readFileSync(`docs/vectors/${kind}.json`, "utf8")) as { verifies: Vector[]; fails: Vector[] };
/**
 * A vector as /verify's worker reads it: its receipt's text (a receipt that gives a key twice is only text), then its
 * list file.
 */
function check({ receipt, receiptText, listFile }: Vector) {
  const found = checkReceiptText(receiptText ?? JSON.stringify(receipt), listFile);
  return found.kind === "not-a-receipt"
    ? { status: "unreadable" as const, message: found.message }
    : found.verification;
}

describe.each(["draw", "teams"])("docs/vectors/%s.json on /verify", (kind) => {
  const vectors = read(kind);

  it.each(vectors.verifies.map((vector) => [vector.name, vector] as const))("%s verifies", (_, vector) => {
    const verification = check(vector);
    expect(verification.status === "checked" && verification.problems).toEqual([]);
  });

  it.each(vectors.fails.map((vector) => [vector.name, vector] as const))("%s fails for its reason", (_, vector) => {
    const verification = check(vector);
    if (vector.exit === 2) {
      // A receipt without its list and no list file: /verify asks for the file, where a script cannot go on.
      const missingList = vector.problems?.some(({ rule }) => rule === "list-file") && vector.listFile === undefined;
      expect(verification.status).toBe(missingList ? "needs-list" : "unreadable");
      return;
    }
    if (verification.status !== "checked") throw new Error(verification.status);
    const found = verification.problems.map(({ rule, line }) => ({ rule, ...(line !== undefined && { line }) }));
    const expected = (vector.problems ?? []).map((problem) => ({ ...problem }));
    const sort = (problems: Problem[]) =>
      [...problems].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    expect(sort(found), JSON.stringify(verification.problems)).toEqual(sort(expected));
  });
});
