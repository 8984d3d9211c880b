import { msg } from "@lingui/core/macro";
import { createSeededDraw } from "~/kernel/random/domain/seeded-random";
import { fromHex, toHex } from "~/kernel/random/domain/sha256";
import type { IndexDraw } from "~/kernel/random/domain/random";
import { listHash } from "~/kernel/receipts/domain/canonical-list";
import { spellingProblem } from "~/kernel/receipts/domain/public-value";
import { hashText } from "~/kernel/receipts/domain/receipt-hashes";
import type { PublicValueSource } from "~/kernel/receipts/domain/statement";
import { readStatement } from "~/kernel/receipts/domain/statement-reading";
import { escapeInvisible } from "~/kernel/receipts/domain/shown-text";
import { deriveSeedV4, type ReceiptProblem, type StatementReceipt } from "~/kernel/receipts/domain/verifiable-receipt";

/**
 * Checks a version 4 receipt's seal (docs/verifiable-draws.md, section 9, steps 4 and 5): the statement's SHA-256
 * against the commitment, the statement line by line, its counts (`counted`, what the list and receipt hold, by the
 * statement's keys), list SHA-256, secret's hash and public value against the receipt, then the seed. Returns the
 * draw to redo the result with, and the public value's source the statement declares (null when it cannot be read).
 */
export function checkStatementSeal(
  receipt: StatementReceipt<"draw" | "teams">,
  lines: readonly string[],
  counted: Record<string, string | number>,
): { problems: ReceiptProblem[]; draw: IndexDraw; source: PublicValueSource | null } {
  const problems: ReceiptProblem[] = [];
  const commitment = hashText(receipt.statement);
  if (commitment !== receipt.commitment) {
    problems.push({
      rule: "commitment",
      message: msg`The commitment is not the statement’s SHA-256: the statement was changed after it was published.`,
    });
  }
  const statement = readStatement(receipt.statement, receipt.kind);
  if (!statement.ok) {
    problems.push({
      rule: "statement",
      line: statement.line,
      message: `Statement line ${statement.line} (${escapeInvisible(statement.text)}) is not ${statement.expected}.`,
    });
  } else {
    const { values, source } = statement;
    for (const [key, count] of Object.entries(counted)) {
      if (String(count) !== values[key]) {
        // The statement's line is quoted as the statement writes it, in English (D23).
        const line = `${key}: ${values[key]}`;
        problems.push({
          rule: "count",
          message: msg({
            message: `The statement says “${line}”, but the receipt and list have ${count}.`,
            comment: "{line} quotes a line of the statement, which stays in English, e.g. “winners: 3”",
          }),
        });
      }
    }
    if (values["list SHA-256"] !== listHash(lines, 4)) {
      problems.push({
        rule: "list",
        message: msg`The list’s SHA-256 is not the statement’s: it is not the list committed to before the draw.`,
      });
    }
    // The receipt's secret is 64 lower-case hex digits (receipt-fields.ts): the text the statement's hash was taken of.
    if (values["secret hex SHA-256"] !== hashText(receipt.secret)) {
      problems.push({
        rule: "secret",
        message: msg`The secret’s SHA-256 is not the statement’s: it is not the secret committed to before the draw.`,
      });
    }
    const spelling = spellingProblem(receipt.publicValue, source);
    if (spelling) {
      problems.push({
        rule: "spelling",
        message: `The public value ${escapeInvisible(receipt.publicValue)} is ${spelling}.`,
      });
    }
  }
  const seed = deriveSeedV4(
    fromHex(receipt.secret) as Uint8Array,
    fromHex(commitment) as Uint8Array,
    receipt.publicValue,
  );
  if (toHex(seed) !== receipt.drawSeed) {
    problems.push({
      rule: "draw-seed",
      message: msg`The draw seed does not follow from the secret, the statement and the public value.`,
    });
  }
  return { problems, draw: createSeededDraw(seed), source: statement.ok ? statement.source : null };
}
