import { isFreeText } from "~/kernel/receipts/domain/free-text";
import {
  bitcoinSpelling,
  drandChains,
  drandRoundText,
  drandSpelling,
  isDrandRound,
  isStatementDate,
  lotterySpelling,
  sourceNames,
  statementTitles,
  type DrandChainName,
  type PublicValueSource,
  type PublicValueType,
} from "~/kernel/receipts/domain/statement";

/** A statement read line by line: every value by its key and the source it declares, or its first line the page never writes. */
export type StatementReading =
  | { ok: true; values: Record<string, string>; source: PublicValueSource }
  | { ok: false; line: number; text: string; expected: string };

/** A check of a value, given the values read before it: a pattern, the one text allowed, or a test. */
type Check = RegExp | string | ((value: string, read: Record<string, string>) => boolean);

const count = (least: number) => (value: string) =>
  /^(0|[1-9]\d*)$/.test(value) && Number(value) >= least && Number(value) <= 2 ** 32;
const hash = /^[0-9a-f]{64}$/;
const chainOf = (read: Record<string, string>) => (read["drand chain"] ?? "").split(" ")[0] as DrandChainName;

const sourceChecks: Record<PublicValueType, [string, Check][]> = {
  none: [],
  lottery: [
    ["lottery", isFreeText],
    ["draw date", isStatementDate],
    ["main numbers", /^([1-9]|1\d|20)$/],
    ["bonus numbers", /^[0-5]$/],
    ["spelling", (value, read) => value === lotterySpelling(Number(read["bonus numbers"]))],
  ],
  drand: [
    ["drand chain", (value) => Object.entries(drandChains).some(([name, { hash }]) => value === `${name} ${hash}`)],
    [
      "drand round",
      (value, read) =>
        /^[1-9]\d{0,11},/.test(value) &&
        isDrandRound(chainOf(read), parseInt(value)) &&
        value === drandRoundText(chainOf(read), parseInt(value)),
    ],
    ["spelling", drandSpelling],
  ],
  bitcoin: [
    ["block height", /^(0|[1-9]\d{0,7})$/],
    ["spelling", bitcoinSpelling],
  ],
  text: [
    ["source", isFreeText],
    ["date", isStatementDate],
    ["spelling", isFreeText],
  ],
};

const typeOf = (name: string) =>
  (Object.keys(sourceNames) as PublicValueType[]).find((type) => sourceNames[type] === name);

const countChecks: Record<"draw" | "teams", [string, Check][]> = {
  draw: [
    ["entrants", count(1)],
    ["tickets", count(1)],
    ["repeated names", /^(tickets add up|first line only)$/],
    ["list SHA-256", hash],
    ["winners", count(1)],
    ["alternates", count(0)],
  ],
  teams: [
    ["people", count(2)],
    ["teams", count(1)],
    ["balance by rating", /^(yes|no)$/],
    ["pairs kept apart", count(0)],
    ["list SHA-256", hash],
  ],
};

function sourceOf(type: PublicValueType, read: Record<string, string>): PublicValueSource {
  switch (type) {
    case "none":
      return { type };
    case "lottery":
      return {
        type,
        lottery: read.lottery as string,
        drawDate: read["draw date"] as string,
        main: Number(read["main numbers"]),
        bonus: Number(read["bonus numbers"]),
      };
    case "drand":
      return { type, chain: chainOf(read), round: parseInt(read["drand round"] as string) };
    case "bitcoin":
      return { type, height: Number(read["block height"]) };
    case "text":
      return { type, source: read.source as string, date: read.date as string, spelling: read.spelling as string };
  }
}

/**
 * Reads a statement of `kind` as docs/verifiable-draws.md section 3 writes it, naming its first line that is not so
 * (a checker then uses none of it): the title, then `key: value` lines in their order, the source's lines last.
 */
export function readStatement(text: string, kind: "draw" | "teams"): StatementReading {
  const [first = "", ...rest] = text.split("\n");
  const title = statementTitles[kind];
  if (first !== title) return { ok: false, line: 1, text: first, expected: `“${title}”` };
  const checks: [string, Check][] = [
    ...countChecks[kind],
    ["secret hex SHA-256", hash],
    ["public value", (value) => typeOf(value) !== undefined],
  ];
  const read: Record<string, string> = {};
  for (let index = 0; index < checks.length; index++) {
    const [key, check] = checks[index] as [string, Check];
    const line = rest[index];
    const value = line?.startsWith(`${key}: `) ? line.slice(key.length + 2) : undefined;
    const valid =
      value !== undefined &&
      (check instanceof RegExp ? check.test(value) : typeof check === "string" ? value === check : check(value, read));
    if (!valid) return { ok: false, line: index + 2, text: line ?? "", expected: `“${key}: …” as the page writes it` };
    read[key] = value;
    if (key === "public value") checks.push(...sourceChecks[typeOf(value) as PublicValueType]);
  }
  if (rest.length > checks.length) {
    return {
      ok: false,
      line: checks.length + 2,
      text: rest[checks.length] as string,
      expected: "the end of the statement",
    };
  }
  return { ok: true, values: read, source: sourceOf(typeOf(read["public value"] as string) as PublicValueType, read) };
}
