import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { createSeededDraw } from "~/kernel/random/domain/seeded-random";
import { fromHex, hashBytes, toHex } from "~/kernel/random/domain/sha256";
import type { IndexDraw } from "~/kernel/random/domain/random";
import { listHash } from "~/kernel/receipts/domain/canonical-list";
import { commitTo, hashText } from "~/kernel/receipts/domain/receipt-hashes";

/**
 * What every verifiable result shares, all versions (docs/verifiable-draws.md is the specification; never change it
 * in place: a new algorithm is a new version beside this one, so every receipt ever made still verifies).
 */
export const receiptFormat = "ai-decision-maker/verifiable-draw";
/**
 * The version new receipts get: 2 bounds the balancing of teams (version 1 searched without a limit); 3 makes a draw's
 * seed depend on how many winners and alternates it draws; 4 commits, in a published statement, to everything the
 * outcome depends on, the public value's source and spelling included (docs/decisions/016).
 */
export const algorithmVersion = 4;
/** Every version this site checks; a receipt names the one it was made with. */
export type AlgorithmVersion = 1 | 2 | 3 | typeof algorithmVersion;
export const knownVersions: readonly unknown[] = [1, 2, 3, algorithmVersion];

interface ReceiptFields<Kind extends string> {
  format: typeof receiptFormat;
  kind: Kind;
  /** The commitment: SHA-256 of the secret (versions 1 to 3) or of the statement (version 4). */
  commitment: string;
  secret: string;
  publicValue: string;
  drawSeed: string;
  /** The canonical list's lines; left out when the host publishes the list file beside the receipt. */
  list?: string[];
}

/** A receipt of versions 1 to 3: the list hash is the lines joined by line feeds; nothing commits to the spelling. */
export interface EarlierReceipt<Kind extends string> extends ReceiptFields<Kind> {
  version: 1 | 2 | 3;
  listHash: string;
}

/** A receipt of version 4: the statement holds the list file's hash, the counts and the public value's source. */
export interface StatementReceipt<Kind extends string> extends ReceiptFields<Kind> {
  version: typeof algorithmVersion;
  statement: string;
}

/** The part of a receipt every kind has. Hashes, secret and seed are lower-case hex. */
export type SealedReceipt<Kind extends string> = EarlierReceipt<Kind> | StatementReceipt<Kind>;

/** What a checker found wrong, by the rule of docs/vectors/*.json it breaks, and for a line its number. */
export interface ReceiptProblem {
  rule: string;
  line?: number;
  /**
   * What is wrong: a sentence the page words in the reader's language, its values escaped where they are made; or, for
   * a list line, a statement line, the public value's spelling and a split the list cannot give, still English text.
   */
  message: MessageDescriptor | string;
}

/** What a draw's seed of version 3 commits to besides the secret: its counts, each as 4 bytes big-endian. */
export function drawCounts(counts: { winners: number; alternates: number }): Uint8Array {
  const bytes = new Uint8Array(8);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, counts.winners);
  view.setUint32(4, counts.alternates);
  return bytes;
}

const concat = (...parts: Uint8Array[]) => {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  parts.reduce((at, part) => (joined.set(part, at), at + part.length), 0);
  return joined;
};
const encoder = new TextEncoder();

/**
 * Versions 1 to 3: SHA-256(secret ‖ UTF-8 of the public value in NFC ‖ `committed`); without a public value or anything
 * committed, the secret itself.
 */
export function deriveDrawSeed(
  secret: Uint8Array,
  publicValue: string,
  committed: Uint8Array = new Uint8Array(),
): Uint8Array {
  const value = encoder.encode(publicValue.normalize("NFC"));
  if (value.length === 0 && committed.length === 0) return Uint8Array.from(secret);
  return hashBytes(concat(secret, value, committed));
}

const seedLabel = encoder.encode("ai-decision-maker/verifiable-draw/v4/seed");

/**
 * Version 4, draws and splits: SHA-256(label ‖ secret ‖ commitment ‖ public value), every part but the last of a fixed
 * length; the public value's UTF-8 exactly as written, since the statement fixed its spelling.
 */
export function deriveSeedV4(secret: Uint8Array, commitment: Uint8Array, publicValue: string): Uint8Array {
  return hashBytes(concat(seedLabel, secret, commitment, encoder.encode(publicValue)));
}

/** The receipt's shared part for a result drawn from `lines` under `statement`, and the draw to make it with. */
export function sealReceipt<Kind extends string>(
  kind: Kind,
  lines: string[],
  secret: Uint8Array,
  statement: string,
  publicValue: string,
): { sealed: StatementReceipt<Kind>; draw: IndexDraw } {
  const commitment = hashText(statement);
  const seed = deriveSeedV4(secret, fromHex(commitment) as Uint8Array, publicValue);
  const sealed: StatementReceipt<Kind> = {
    format: receiptFormat,
    version: algorithmVersion,
    kind,
    statement,
    commitment,
    secret: toHex(secret),
    publicValue,
    drawSeed: toHex(seed),
    list: lines,
  };
  return { sealed, draw: createSeededDraw(seed) };
}

/** The receipt without its list, for a host who publishes the list file beside it. */
export function withoutList<Receipt extends { list?: string[] }>(receipt: Receipt): Receipt {
  const hashOnly = { ...receipt };
  delete hashOnly.list;
  return hashOnly;
}

/**
 * Checks versions 1 to 3: the list against its hash, the secret against the commitment and the seed (with
 * `committed`, a draw's counts from version 3); the draw to redo the result with. Nothing declares a source.
 */
export function checkEarlierSeal(
  receipt: EarlierReceipt<string>,
  lines: readonly string[],
  committed?: Uint8Array,
): { problems: ReceiptProblem[]; draw: IndexDraw; source: null } {
  const problems: ReceiptProblem[] = [];
  if (listHash(lines, receipt.version) !== receipt.listHash) {
    problems.push({ rule: "list-hash", message: msg`The list does not match the list hash: the list was changed.` });
  }
  const secret = fromHex(receipt.secret) as Uint8Array;
  if (commitTo(secret) !== receipt.commitment) {
    problems.push({
      rule: "commitment",
      message: msg`The secret does not match the commitment: it is not the secret committed to before the draw.`,
    });
  }
  const seed = deriveDrawSeed(secret, receipt.publicValue, committed);
  if (toHex(seed) !== receipt.drawSeed) {
    problems.push({
      rule: "draw-seed",
      message: committed
        ? msg`The draw seed does not follow from the secret, the public value and the numbers of winners and alternates.`
        : msg`The draw seed does not follow from the secret and the public value.`,
    });
  }
  return { problems, draw: createSeededDraw(seed), source: null };
}
