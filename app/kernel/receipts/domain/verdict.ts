import type { OutcomeNote } from "~/kernel/receipts/domain/outcome-notes";
import { escapeInvisible, shownName } from "~/kernel/receipts/domain/shown-text";
import { drandChains, drandDue, writeUtc, type PublicValueSource } from "~/kernel/receipts/domain/statement";
import type { ReceiptProblem, SealedReceipt } from "~/kernel/receipts/domain/verifiable-receipt";

/**
 * Where the public value came from, as the statement declares it: what the page needs to say when it came to exist and
 * where a reader checks it, as values, worded in the reader's language (/verify). Before version 4 nothing declares a
 * source: the value was typed by hand.
 */
export type ValueSource =
  | {
      type: "lottery";
      lottery: string;
      drawDate: string;
      /** The numbers the receipt used, as the official result writes them, and how many the statement declared. */
      main: string;
      mainCount: number;
      bonus: string;
      bonusCount: number;
    }
  | { type: "drand"; round: number; due: string; chainHash: string }
  | { type: "bitcoin"; height: number }
  | { type: "text"; date: string; source: string; spelling: string }
  | { type: "typed" };

/**
 * What a verified receipt does not prove (section 9), each a code the page words: that the host drew once (no public
 * value); how winners and alternates were split (versions 1 and 2); that it is the draw announced (before version 4);
 * that the statement came before the public value; that the value is the one named (a lottery's: all its numbers and
 * no other); which spelling and version were meant (before version 4).
 */
export type NotProven =
  "drew-once" | "split-of-drawn" | "announced" | "published-before" | "value-named" | "spelling-and-version";

/** What a verified receipt proves, what should have been published before, and what it does not prove (section 9). */
export interface Verdict {
  /** What follows from the secret and list: a draw's winners or a split's teams. */
  kind: "draw" | "teams";
  /** The receipt's algorithm version. */
  version: number;
  /** What the reader compares with what the host published before the draw, and where. */
  published:
    | { statement: string; commitment: string }
    | { commitment: string; listHash: string; counts?: { winners: number; alternates: number } };
  /** Null when the receipt mixed in no public value. */
  publicValue: {
    /** The value as JSON, every invisible character escaped: what was hashed. */
    shown: string;
    source: ValueSource;
  } | null;
  notProven: NotProven[];
}

/** The result a draw or split receipt holds, as the verdict shows it. */
export type ReceiptOutcome =
  { kind: "draw"; winners: string[]; alternates: string[] } | { kind: "teams"; teams: string[][] };

export type Verification =
  | { status: "unreadable"; message: string }
  /** The receipt holds only the list's hash; `kind` says what the list it needs looks like. */
  | { status: "needs-list"; kind: "draw" | "teams" }
  | {
      status: "checked";
      problems: ReceiptProblem[];
      outcome: ReceiptOutcome;
      verdict: Verdict | null;
      /** Names in the result a reader should look at twice (/verify's check adds them). */
      notes?: OutcomeNote[];
    };

/** The declared source's values for the page's sentences; a text holding a hidden character is shown escaped. */
function describeSource(source: PublicValueSource | null, publicValue: string): ValueSource {
  switch (source?.type) {
    case "lottery": {
      const [main = "", bonus = ""] = publicValue.split(" + ");
      return {
        type: "lottery",
        lottery: shownName(source.lottery),
        drawDate: source.drawDate,
        main: shownName(main),
        mainCount: source.main,
        bonus: shownName(bonus),
        bonusCount: source.bonus,
      };
    }
    case "drand":
      return {
        type: "drand",
        round: source.round,
        due: writeUtc(drandDue(source.chain, source.round)),
        chainHash: drandChains[source.chain].hash,
      };
    case "bitcoin":
      return { type: "bitcoin", height: source.height };
    case "text":
      return {
        type: "text",
        date: source.date,
        source: shownName(source.source),
        spelling: shownName(source.spelling),
      };
    default:
      return { type: "typed" };
  }
}

/**
 * The verdict on a receipt that passed every check. `source` is the statement's declared source (version 4); before
 * version 4 the public value is typed text, or none, and a draw's seed of version 3 commits to its `counts`.
 */
export function writeVerdict(
  receipt: SealedReceipt<"draw" | "teams">,
  source: PublicValueSource | null,
  counts?: { winners: number; alternates: number },
): Verdict {
  const none = source ? source.type === "none" : receipt.publicValue === "";
  const published: Verdict["published"] =
    receipt.version === 4
      ? { statement: receipt.statement, commitment: receipt.commitment }
      : {
          commitment: receipt.commitment,
          listHash: receipt.listHash,
          ...(receipt.version === 3 && counts && { counts }),
        };
  // Versions 1 and 2 drew the same names in the same order for any split between winners and alternates. A receipt
  // before version 4 made with a published statement's secret verifies as what it is: only the reader can tell.
  const earlierVersions: NotProven[] = [
    ...(receipt.version < 3 && receipt.kind === "draw" ? ["split-of-drawn" as const] : []),
    ...(receipt.version < 4 ? ["announced" as const] : []),
  ];
  const verdict = { kind: receipt.kind, version: receipt.version, published };
  if (none) return { ...verdict, publicValue: null, notProven: ["drew-once", ...earlierVersions] };
  const described = describeSource(source, receipt.publicValue);
  return {
    ...verdict,
    publicValue: { shown: escapeInvisible(receipt.publicValue, Infinity), source: described },
    notProven: [
      "published-before",
      "value-named",
      ...earlierVersions,
      ...(receipt.version < 4 ? ["spelling-and-version" as const] : []),
    ],
  };
}
