import { escapeHidden, escapeInvisible } from "~/kernel/receipts/domain/shown-text";
import { knownVersions, receiptFormat } from "~/kernel/receipts/domain/verifiable-receipt";

const isHash = (value: unknown) => typeof value === "string" && /^[0-9a-f]{64}$/.test(value);
const isText = (value: unknown) => typeof value === "string";
export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");
const isTeams = (value: unknown) => Array.isArray(value) && value.every(isStringArray);

type FieldCheck = [test: (value: unknown) => boolean, what: string];
const hash: FieldCheck = [isHash, "is missing or is not 64 hexadecimal digits"];
const text: FieldCheck = [isText, "is missing or not text"];
const names: FieldCheck = [isStringArray, "is missing or not a list of names"];

/** Each field a receipt of this version and kind has, with its test (docs/verifiable-draws.md, section 8). */
function fieldsOf(version: number, kind: "draw" | "teams"): Record<string, FieldCheck> {
  return {
    ...(version < 4 ? { listHash: hash } : { statement: text }),
    commitment: hash,
    secret: hash,
    drawSeed: hash,
    publicValue: text,
    list: [(value) => value === undefined || isStringArray(value), "is not a list of lines"],
    ...(kind === "draw"
      ? { winners: names, alternates: names }
      : { teams: [isTeams, "is missing or not a list of teams, each a list of names"] as FieldCheck }),
  };
}

/**
 * Why `value` is not a receipt this site can read (another format, version or kind; a field missing or of the wrong
 * type; in version 4, a field it does not write), in words; null when it is one, of the type this returns.
 */
export function findUnreadable(value: unknown): string | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "This is not a draw receipt.";
  const receipt = value as Record<string, unknown>;
  if (receipt.format !== receiptFormat) return "This is not a draw receipt: its format is not one this site writes.";
  if (!knownVersions.includes(receipt.version)) {
    return `This receipt names algorithm version ${escapeHidden(JSON.stringify(receipt.version ?? null) ?? "")}, which this site does not know, so it cannot be checked here.`;
  }
  if (receipt.kind !== "draw" && receipt.kind !== "teams") {
    return "This receipt is of a kind this site does not know, so it cannot be checked here.";
  }
  const version = receipt.version as number;
  const fields = fieldsOf(version, receipt.kind);
  for (const [field, [test, what]] of Object.entries(fields)) {
    if (!test(receipt[field])) return `The receipt is damaged: “${field}” ${what}.`;
  }
  // Earlier checkers ignored fields they did not know, so receipts of versions 1 to 3 may hold some; version 4's may not.
  const extra = Object.keys(receipt).find(
    (field) => !["format", "version", "kind"].includes(field) && !Object.hasOwn(fields, field),
  );
  if (version === 4 && extra !== undefined) {
    return `The receipt is damaged: ${escapeInvisible(extra)} is not a field of a version 4 receipt.`;
  }
  return null;
}
