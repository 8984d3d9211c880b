import { createSeededDraw, fromHex, hashBytes, toHex } from "~/kernel/random/domain/seeded-random";
import type { IndexDraw } from "~/kernel/random/domain/random";

/**
 * What every verifiable result shares, all versions (docs/verifiable-draws.md is the specification; never change it
 * in place: a new algorithm is a new version beside this one, so every receipt ever made still verifies).
 */
export const receiptFormat = "ai-decision-maker/verifiable-draw";
/**
 * The version new receipts get: 2 bounds the balancing of teams (version 1 searched without a limit); 3 makes a draw's
 * seed depend on how many winners and alternates it draws, so no one can move a name between the two afterwards.
 */
export const algorithmVersion = 3;
/** Every version this site checks; a receipt names the one it was made with. */
export type AlgorithmVersion = 1 | 2 | typeof algorithmVersion;
const knownVersions: readonly unknown[] = [1, 2, algorithmVersion];

/** The part of a receipt every kind has. Hashes, secret and seed are lower-case hex. */
export interface SealedReceipt<Kind extends string> {
  format: typeof receiptFormat;
  version: AlgorithmVersion;
  kind: Kind;
  /** The canonical list's lines; left out when the host shares only its hash. */
  list?: string[];
  listHash: string;
  /** SHA-256 of the secret, shown before the draw. */
  commitment: string;
  secret: string;
  publicValue: string;
  /**
   * SHA-256(secret ‖ UTF-8 of the public value), or the secret when there is no public value; from version 3 a draw's
   * is SHA-256(secret ‖ UTF-8 of the public value ‖ its counts), see drawCounts.
   */
  drawSeed: string;
}

export type Verification =
  | { status: "unreadable"; message: string }
  /** The receipt holds only the list's hash; `kind` says what the list it needs looks like. */
  | { status: "needs-list"; kind: "draw" | "teams" }
  | { status: "checked"; problems: string[] };

const encoder = new TextEncoder();

/** SHA-256 of the text's UTF-8 bytes, in hex. */
export function hashText(text: string): string {
  return toHex(hashBytes(encoder.encode(text)));
}

/** The commitment to a secret: SHA-256 of its 32 bytes, in hex. */
export function commitTo(secret: Uint8Array): string {
  return toHex(hashBytes(secret));
}

/** What a version 3 draw's seed commits to besides the secret: the number of winners, then of alternates, each as 4 bytes big-endian. */
export function drawCounts(counts: { winners: number; alternates: number }): Uint8Array {
  const bytes = new Uint8Array(8);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, counts.winners);
  view.setUint32(4, counts.alternates);
  return bytes;
}

/**
 * SHA-256(secret ‖ UTF-8 of the public value in NFC ‖ `committed`); without a public value or anything committed, the
 * secret itself. (SHA-256 of the secret alone is the commitment: as a seed it would let anyone with the list work out
 * the result before the draw.)
 */
export function deriveDrawSeed(
  secret: Uint8Array,
  publicValue: string,
  committed: Uint8Array = new Uint8Array(),
): Uint8Array {
  const value = encoder.encode(publicValue.normalize("NFC"));
  if (value.length === 0 && committed.length === 0) return Uint8Array.from(secret);
  const input = new Uint8Array(secret.length + value.length + committed.length);
  input.set(secret);
  input.set(value, secret.length);
  input.set(committed, secret.length + value.length);
  return hashBytes(input);
}

/**
 * The receipt's shared part for a result drawn from `lines`, and the draw to make it with; `committed` is what the
 * seed commits to besides the secret and the public value (drawCounts for a draw).
 */
export function sealReceipt<Kind extends string>(
  kind: Kind,
  lines: string[],
  secret: Uint8Array,
  publicValue: string,
  committed?: Uint8Array,
): { sealed: SealedReceipt<Kind>; draw: IndexDraw } {
  const seed = deriveDrawSeed(secret, publicValue, committed);
  const sealed: SealedReceipt<Kind> = {
    format: receiptFormat,
    version: algorithmVersion,
    kind,
    list: lines,
    listHash: hashText(lines.join("\n")),
    commitment: commitTo(secret),
    secret: toHex(secret),
    publicValue: publicValue.normalize("NFC"),
    drawSeed: toHex(seed),
  };
  return { sealed, draw: createSeededDraw(seed) };
}

/** The receipt with only the list's hash, for a host who keeps the list private. */
export function withoutList<Receipt extends { list?: string[] }>(receipt: Receipt): Receipt {
  const hashOnly = { ...receipt };
  delete hashOnly.list;
  return hashOnly;
}

const isHash = (value: unknown) => typeof value === "string" && /^[0-9a-f]{64}$/.test(value);
export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** Why `value` is not a receipt of a known version with the shared fields; null when it is one. */
export function findUnreadable(value: unknown): string | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "This is not a draw receipt.";
  const receipt = value as Record<string, unknown>;
  if (receipt.format !== receiptFormat) return "This is not a draw receipt: its format is not one this site writes.";
  if (!knownVersions.includes(receipt.version)) {
    return `This receipt names algorithm version ${JSON.stringify(receipt.version ?? null)}, which this site does not know, so it cannot be checked here.`;
  }
  for (const field of ["listHash", "commitment", "secret", "drawSeed"]) {
    if (!isHash(receipt[field]))
      return `The receipt is damaged: “${field}” is missing or is not 64 hexadecimal digits.`;
  }
  if (typeof receipt.publicValue !== "string") return "The receipt is damaged: “publicValue” is missing or not text.";
  if (receipt.list !== undefined && !isStringArray(receipt.list)) {
    return "The receipt is damaged: “list” is not a list of lines.";
  }
  return null;
}

/** Checks the list against its hash, the secret against the commitment and the seed; the draw to redo it with. */
export function checkSeal(
  receipt: SealedReceipt<string>,
  lines: readonly string[],
  committed?: Uint8Array,
): { problems: string[]; draw: IndexDraw } {
  const problems: string[] = [];
  if (hashText(lines.join("\n")) !== receipt.listHash) {
    problems.push("The list does not match the list hash committed to: the list was changed.");
  }
  const secret = fromHex(receipt.secret) as Uint8Array;
  if (commitTo(secret) !== receipt.commitment) {
    problems.push("The secret does not match the commitment: it is not the secret committed to before the draw.");
  }
  const seed = deriveDrawSeed(secret, receipt.publicValue, committed);
  if (toHex(seed) !== receipt.drawSeed) {
    problems.push(
      committed
        ? "The draw seed does not follow from the secret, the public value and the numbers of winners and alternates."
        : "The draw seed does not follow from the secret and the public value.",
    );
  }
  return { problems, draw: createSeededDraw(seed) };
}
