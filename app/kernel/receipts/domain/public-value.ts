import { asFreeText, isFreeText } from "~/kernel/receipts/domain/free-text";
import type { PublicValueSource } from "~/kernel/receipts/domain/statement";

/**
 * Why `value` is not spelt as its declared source says (docs/verifiable-draws.md section 4), as every checker tests
 * it; null when it is. Free text can only be tested for what the page writes, not for being the value described.
 */
export function spellingProblem(value: string, source: PublicValueSource): string | null {
  switch (source.type) {
    case "none":
      return value === "" ? null : "given, but the statement declares no public value";
    case "drand":
      return /^[0-9a-f]{64}$/.test(value) ? null : "not 64 lower-case hexadecimal digits";
    case "bitcoin":
      return /^0{8}[0-9a-f]{56}$/.test(value)
        ? null
        : "not a block hash as block explorers show it (64 lower-case hexadecimal digits, eight zeros first)";
    case "text":
      return isFreeText(value)
        ? null
        : "not text the page writes (1 to 200 characters of printable ASCII, single spaces between words, none at either end)";
    case "lottery": {
      // The main numbers, then " + " and the bonus numbers when there are any, each group ascending.
      const sizes = [source.main, source.bonus].filter((size) => size !== 0);
      const groups = value.split(" + ").map((group) => group.split(" "));
      const ascending = (group: string[]) =>
        group.every((number, at) => at === 0 || BigInt(group[at - 1] as string) <= BigInt(number));
      const spelt = groups.every((group) => group.every((number) => /^(0|[1-9]\d*)$/.test(number)) && ascending(group));
      const counted = groups.length === sizes.length && groups.every((group, at) => group.length === sizes[at]);
      return spelt && counted ? null : "not spelt as the statement's spelling line says";
    }
  }
}

/** The numbers typed, as the lottery spelling writes them: each run of digits, without leading zeros, ascending. */
export function lotteryNumbers(typed: string): string[] {
  return (typed.match(/\d+/g) ?? [])
    .map((digits) => BigInt(digits))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map(String);
}

/**
 * What the host typed, in the spelling the statement declared: lottery numbers from their digit runs (main, then
 * bonus); a hash trimmed and lower-cased; text as a free text (accents dropped, spaces single, trimmed). What the
 * page cannot spell (a count that does not match, text beyond ASCII) is left for spellingProblem to name.
 */
export function spelledPublicValue(source: PublicValueSource, typed: string, bonusTyped = ""): string {
  switch (source.type) {
    case "none":
      return "";
    case "lottery": {
      const main = lotteryNumbers(typed).join(" ");
      return source.bonus === 0 ? main : `${main} + ${lotteryNumbers(bonusTyped).join(" ")}`;
    }
    case "drand":
    case "bitcoin":
      return typed.trim().toLowerCase();
    case "text":
      return asFreeText(typed);
  }
}
