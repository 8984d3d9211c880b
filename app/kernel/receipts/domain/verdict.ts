import type { OutcomeNote } from "~/kernel/receipts/domain/outcome-notes";
import { escapeInvisible } from "~/kernel/receipts/domain/shown-text";
import { drandChains, drandRoundText, sourceNames, type PublicValueSource } from "~/kernel/receipts/domain/statement";
import type { ReceiptProblem, SealedReceipt } from "~/kernel/receipts/domain/verifiable-receipt";

/** What a verified receipt proves, what should have been published before, and what it does not prove (section 9). */
export interface Verdict {
  /** "Verified: the winners follow from …", or "Verified, with no public value: …". */
  headline: string;
  /** What the reader compares with what the host published before the draw, and where. */
  published:
    | { statement: string; commitment: string }
    | { commitment: string; listHash: string; counts?: { winners: number; alternates: number } };
  publicValue: {
    /** The value as JSON, every invisible character escaped: what was hashed. */
    shown: string;
    source: string;
    /** When it came to exist: the statement had to be published before then. */
    existedFrom: string;
    /** Where a reader checks that it is the value named. */
    where: string;
  } | null;
  notProven: string[];
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

/**
 * A lottery result as the reader finds it in the official results: every number the receipt used, and none else. A
 * statement that declared fewer numbers than the draw gives let the host choose which to use: the list shows it.
 */
function lotteryCheck(source: Extract<PublicValueSource, { type: "lottery" }>, value: string): string {
  const [main = "", bonus = ""] = value.split(" + ");
  const numbers = (list: string, count: number, what: string) =>
    `${what}, ${list} (${count === 1 ? "1 number" : `${count} numbers`})`;
  const bonusPart =
    source.bonus === 0 ? "and no bonus number" : `and exactly these ${numbers(bonus, source.bonus, "bonus numbers")}`;
  return `That these are all the numbers of that draw: the official result of the ${source.lottery} draw of ${source.drawDate} must have exactly these ${numbers(main, source.main, "main numbers")}, ${bonusPart}. If it has any number not listed here, the statement declared fewer numbers than the draw gives, which let the host choose which to use: then this receipt proves nothing.`;
}

/** When the public value came to exist, and where to check it, by its declared source. */
function whenAndWhere(source: Exclude<PublicValueSource, { type: "none" }>): [string, string] {
  switch (source.type) {
    case "lottery":
      return [`the ${source.lottery} draw of ${source.drawDate}`, "the lottery’s official results for that draw"];
    case "drand":
      return [
        `drand round ${drandRoundText(source.chain, source.round)}`,
        `https://api.drand.sh/${drandChains[source.chain].hash}/public/${source.round} (or a drand client, which also checks the round’s signature)`,
      ];
    case "bitcoin":
      return [`Bitcoin block ${source.height} was mined`, `any block explorer’s page for block ${source.height}`];
    case "text":
      return [
        `the public value became known (${source.date})`,
        `${source.source}, spelt as the statement says (“${source.spelling}”): no checker can test free text`,
      ];
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
  const what = receipt.kind === "draw" ? "winners" : "teams";
  const none = source ? source.type === "none" : receipt.publicValue === "";
  const headline = none
    ? `Verified, with no public value: the ${what} follow from the committed secret and list.`
    : `Verified: the ${what} follow from the committed secret and list and from the public value.`;
  const published: Verdict["published"] =
    receipt.version === 4
      ? { statement: receipt.statement, commitment: receipt.commitment }
      : {
          commitment: receipt.commitment,
          listHash: receipt.listHash,
          ...(receipt.version === 3 && counts && { counts }),
        };
  const drew = receipt.kind === "draw" ? "drew" : "split";
  // Versions 1 and 2 drew the same names in the same order for any split between winners and alternates. A receipt
  // before version 4 made with a published statement's secret verifies as what it is: only the reader can tell.
  const earlierVersions = [
    ...(receipt.version < 3 && receipt.kind === "draw"
      ? [
          "How many of those drawn are winners and how many alternates: receipts of versions 1 and 2 do not commit to it, so the host could have moved names between the two.",
        ]
      : []),
    ...(receipt.version < 4
      ? [
          `That this is the ${receipt.kind === "draw" ? "draw" : "split"} the host announced: a receipt of version ${receipt.version} is checked against a commitment (the SHA-256 of the secret alone) and a list hash published on their own. If the host published a version 4 statement (“AI Decision Maker verifiable …, version 4” and its lines) instead, this receipt is not its ${receipt.kind === "draw" ? "draw" : "split"} and proves nothing of it, whatever the two have in common.`,
        ]
      : []),
  ];
  if (none) {
    return {
      headline,
      published,
      publicValue: null,
      notProven: [
        `That the host ${drew} once: with no public value the host knew the ${what} as soon as the secret was drawn, and could have drawn secret after secret until one gave ${what} they liked.`,
        ...earlierVersions,
      ],
    };
  }
  const [existedFrom, where] =
    source && source.type !== "none" ? whenAndWhere(source) : ["the public value existed", "its source"];
  const notProven = [
    `That this was published before ${existedFrom}: find it in a post dated before then. Published later, it leaves the host free to have tried secret after secret.`,
    source?.type === "lottery"
      ? lotteryCheck(source, receipt.publicValue)
      : `That the public value is the one named: compare it with ${where}.`,
  ];
  notProven.push(...earlierVersions);
  if (receipt.version < 4) {
    notProven.push(
      "Which spelling of the public value and which version were meant: receipts before version 4 commit to neither, so once the public value was known the host could have tried spellings and versions.",
    );
  }
  return {
    headline,
    published,
    publicValue: {
      shown: escapeInvisible(receipt.publicValue, Infinity),
      source: source ? sourceNames[source.type] : "typed by hand (versions before 4 declare no source)",
      existedFrom,
      where,
    },
    notProven,
  };
}
