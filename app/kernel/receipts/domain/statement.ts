/**
 * Version 4's statement (docs/verifiable-draws.md, sections 3 and 4): published before the draw, its SHA-256 is the
 * commitment, and it names everything the outcome depends on. This module writes it; statement-reading.ts reads it.
 */

/** Where the public value will come from, and so how it is spelt. */
export type PublicValueSource =
  | { type: "none" }
  | { type: "lottery"; lottery: string; drawDate: string; main: number; bonus: number }
  | { type: "drand"; chain: DrandChainName; round: number }
  | { type: "bitcoin"; height: number }
  | { type: "text"; source: string; date: string; spelling: string };

export type PublicValueType = PublicValueSource["type"];

/** The source's name on the statement's `public value:` line. */
export const sourceNames: Record<PublicValueType, string> = {
  none: "none",
  lottery: "lottery numbers",
  drand: "drand randomness",
  bitcoin: "Bitcoin block hash",
  text: "text",
};

/** The League of Entropy's chains a statement may name: chain hash, genesis (Unix seconds), seconds a round. */
export const drandChains = {
  quicknet: {
    hash: "52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971",
    genesis: 1692803367,
    period: 3,
  },
  default: {
    hash: "8990e7a9aaed2ffed73dbd7092123d6f289930540d7651336225dc172e51b2ce",
    genesis: 1595431050,
    period: 30,
  },
} as const;

export type DrandChainName = keyof typeof drandChains;

/** When round `round` of the chain is due: genesis + (round − 1) × its period. */
export function drandDue(chain: DrandChainName, round: number): Date {
  const { genesis, period } = drandChains[chain];
  return new Date((genesis + (round - 1) * period) * 1000);
}

/** A round a statement may name: from 1, due before the year 10000 (so that its time is written `YYYY-MM-DD …`). */
export const isDrandRound = (chain: DrandChainName, round: number) =>
  Number.isInteger(round) && round >= 1 && drandDue(chain, round).getTime() < Date.UTC(10_000, 0, 1);

/** A date a statement may name: `YYYY-MM-DD`, a real day of the Gregorian calendar, from 2000-01-01 to 9999-12-31. */
export const isStatementDate = (value: string) =>
  /^[2-9]\d{3}-\d\d-\d\d$/.test(value) && new Date(value).toJSON()?.startsWith(value) === true;

/** The first round due after `date`: ⌈(t − genesis) / period⌉ + 1, at least 1. */
export function drandRoundAfter(chain: DrandChainName, date: Date): number {
  const { genesis, period } = drandChains[chain];
  return Math.max(1, Math.ceil((date.getTime() / 1000 - genesis) / period) + 1);
}

/** `2020-07-22 15:18:00 UTC`: a time as the statement writes it. */
export function writeUtc(date: Date): string {
  return `${date.toISOString().replace("T", " ").slice(0, 19)} UTC`;
}

/** The `drand round:` line's value: the round and when it is due. */
export function drandRoundText(chain: DrandChainName, round: number): string {
  return `${round}, due ${writeUtc(drandDue(chain, round))}`;
}

/**
 * The lottery's `spelling:` line, fixed by whether it has bonus numbers. It says “all the draw's”: the counts before it
 * must be every number the named draw gives, or the host could choose which to use once they are out.
 */
export function lotterySpelling(bonus: number): string {
  return bonus === 0
    ? "all the draw's numbers from smallest to largest, in decimal without leading zeros, one space apart"
    : "all the draw's main numbers from smallest to largest, then + and all its bonus numbers from smallest to largest, in decimal without leading zeros, one space apart";
}

export const drandSpelling = "the round's randomness, 64 lower-case hexadecimal digits";
export const bitcoinSpelling = "the block's hash, 64 lower-case hexadecimal digits, as block explorers show it";

/** The source's own lines, in order, as [key, value]. */
export function sourceLines(source: PublicValueSource): [string, string][] {
  switch (source.type) {
    case "none":
      return [];
    case "lottery":
      return [
        ["lottery", source.lottery],
        ["draw date", source.drawDate],
        ["main numbers", String(source.main)],
        ["bonus numbers", String(source.bonus)],
        ["spelling", lotterySpelling(source.bonus)],
      ];
    case "drand":
      return [
        ["drand chain", `${source.chain} ${drandChains[source.chain].hash}`],
        ["drand round", drandRoundText(source.chain, source.round)],
        ["spelling", drandSpelling],
      ];
    case "bitcoin":
      return [
        ["block height", String(source.height)],
        ["spelling", bitcoinSpelling],
      ];
    case "text":
      return [
        ["source", source.source],
        ["date", source.date],
        ["spelling", source.spelling],
      ];
  }
}

/** What a draw's statement counts: how many entrants and tickets, how repeated names were read, how many drawn. */
export interface DrawCounts {
  kind: "draw";
  entrants: number;
  tickets: number;
  repeatedNames: "tickets add up" | "first line only";
  winners: number;
  alternates: number;
}

/** What a split's statement counts: people, teams, whether balanced, how many pairs kept apart (repeats counted). */
export interface TeamsCounts {
  kind: "teams";
  people: number;
  teams: number;
  balance: boolean;
  pairsKeptApart: number;
}

export type StatementCounts = DrawCounts | TeamsCounts;

export const statementTitles = {
  draw: "AI Decision Maker verifiable draw, version 4",
  teams: "AI Decision Maker verifiable teams, version 4",
} as const;

function countLines(counts: StatementCounts, listHash: string): [string, string][] {
  if (counts.kind === "teams") {
    return [
      ["people", String(counts.people)],
      ["teams", String(counts.teams)],
      ["balance by rating", counts.balance ? "yes" : "no"],
      ["pairs kept apart", String(counts.pairsKeptApart)],
      ["list SHA-256", listHash],
    ];
  }
  return [
    ["entrants", String(counts.entrants)],
    ["tickets", String(counts.tickets)],
    ["repeated names", counts.repeatedNames],
    ["list SHA-256", listHash],
    ["winners", String(counts.winners)],
    ["alternates", String(counts.alternates)],
  ];
}

/**
 * The statement, byte for byte as docs/verifiable-draws.md section 3 writes it: lines joined by line feeds.
 * `secretHexHash` is hashSecretHex's: the SHA-256 of the secret's hex, not of its bytes.
 */
export function writeStatement(
  counts: StatementCounts,
  listHash: string,
  secretHexHash: string,
  source: PublicValueSource,
): string {
  const lines: [string, string][] = [
    ...countLines(counts, listHash),
    ["secret hex SHA-256", secretHexHash],
    ["public value", sourceNames[source.type]],
    ...sourceLines(source),
  ];
  return [statementTitles[counts.kind], ...lines.map(([key, value]) => `${key}: ${value}`)].join("\n");
}
