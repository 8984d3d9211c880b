import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { I18n } from "~/i18n/runtime";
import type { NotProven, ValueSource, Verdict } from "~/kernel/receipts/domain/verdict";
import type { ReceiptProblem } from "~/kernel/receipts/domain/verifiable-receipt";

// A verdict's sentences in the reader's language: the checker gives codes and values (verdict.ts), each sentence is
// one whole message here, so that every language orders its own words. The values are escaped where they are made.

const headlines = {
  draw: {
    none: msg`Verified, with no public value: the winners follow from the committed secret and list.`,
    value: msg`Verified: the winners follow from the committed secret and list and from the public value.`,
  },
  teams: {
    none: msg`Verified, with no public value: the teams follow from the committed secret and list.`,
    value: msg`Verified: the teams follow from the committed secret and list and from the public value.`,
  },
};

/** "Verified: the winners follow from the committed secret and list and from the public value." */
export function wordHeadline(i18n: I18n, verdict: Verdict): string {
  return i18n._(headlines[verdict.kind][verdict.publicValue ? "value" : "none"]);
}

const drewOnce = {
  draw: msg`That the host drew once: with no public value the host knew the winners as soon as the secret was drawn, and could have drawn secret after secret until one gave winners they liked.`,
  teams: msg`That the host split once: with no public value the host knew the teams as soon as the secret was drawn, and could have drawn secret after secret until one gave teams they liked.`,
};

const splitOfDrawn = msg`How many of those drawn are winners and how many alternates: receipts of versions 1 and 2 do not commit to it, so the host could have moved names between the two.`;

const announced = {
  draw: msg({
    message:
      "That this is the draw the host announced: a receipt of version {version} is checked against a commitment (the SHA-256 of the secret alone) and a list hash published on their own. If the host published a version 4 statement (“AI Decision Maker verifiable …, version 4” and its lines) instead, this receipt is not its draw and proves nothing of it, whatever the two have in common.",
    comment: "“AI Decision Maker verifiable …, version 4” quotes the statement's first line, which stays in English",
  }),
  teams: msg({
    message:
      "That this is the split the host announced: a receipt of version {version} is checked against a commitment (the SHA-256 of the secret alone) and a list hash published on their own. If the host published a version 4 statement (“AI Decision Maker verifiable …, version 4” and its lines) instead, this receipt is not its split and proves nothing of it, whatever the two have in common.",
    comment: "“AI Decision Maker verifiable …, version 4” quotes the statement's first line, which stays in English",
  }),
};

const publishedBefore: Record<ValueSource["type"], MessageDescriptor> = {
  lottery: msg({
    message:
      "That this was published before the {lottery} draw of {drawDate}: find it in a post dated before then. Published later, it leaves the host free to have tried secret after secret.",
    comment: "{lottery} is the lottery's name, {drawDate} a date written YYYY-MM-DD",
  }),
  drand: msg({
    message:
      "That this was published before drand round {round}, due {due}: find it in a post dated before then. Published later, it leaves the host free to have tried secret after secret.",
    comment: "drand is the name of a public randomness service; {due} is a time written “2026-11-28 12:00:00 UTC”",
  }),
  bitcoin: msg`That this was published before Bitcoin block {height} was mined: find it in a post dated before then. Published later, it leaves the host free to have tried secret after secret.`,
  text: msg({
    message:
      "That this was published before the public value became known ({date}): find it in a post dated before then. Published later, it leaves the host free to have tried secret after secret.",
    comment: "{date} is written YYYY-MM-DD",
  }),
  typed: msg`That this was published before the public value existed: find it in a post dated before then. Published later, it leaves the host free to have tried secret after secret.`,
};

const valueNamed: Record<Exclude<ValueSource["type"], "lottery">, MessageDescriptor> = {
  drand: msg({
    message:
      "That the public value is the one named: compare it with https://api.drand.sh/{chainHash}/public/{round} (or a drand client, which also checks the round’s signature).",
    comment: "The address stays as it is",
  }),
  bitcoin: msg`That the public value is the one named: compare it with any block explorer’s page for block {height}.`,
  text: msg({
    message:
      "That the public value is the one named: compare it with {source}, spelt as the statement says (“{spelling}”): no checker can test free text.",
    comment: "{source} is where the host said the value comes from, {spelling} how the statement says it is written",
  }),
  typed: msg`That the public value is the one named: compare it with its source.`,
};

const lotteryNumbers = {
  withBonus: msg({
    message:
      "That these are all the numbers of that draw: the official result of the {lottery} draw of {drawDate} must have exactly these main numbers, {main} ({mainCount, plural, one {# number} other {# numbers}}), and exactly these bonus numbers, {bonus} ({bonusCount, plural, one {# number} other {# numbers}}). If it has any number not listed here, the statement declared fewer numbers than the draw gives, which let the host choose which to use: then this receipt proves nothing.",
    comment: "{main} and {bonus} are the numbers themselves, e.g. “4 8 15 16 23 42”",
  }),
  noBonus: msg({
    message:
      "That these are all the numbers of that draw: the official result of the {lottery} draw of {drawDate} must have exactly these main numbers, {main} ({mainCount, plural, one {# number} other {# numbers}}), and no bonus number. If it has any number not listed here, the statement declared fewer numbers than the draw gives, which let the host choose which to use: then this receipt proves nothing.",
    comment: "{main} is the numbers themselves, e.g. “4 8 15 16 23 42”",
  }),
};

const spellingAndVersion = msg`Which spelling of the public value and which version were meant: receipts before version 4 commit to neither, so once the public value was known the host could have tried spellings and versions.`;

/** One thing the receipt does not prove, as a whole sentence in the reader's language. */
export function wordNotProven(i18n: I18n, verdict: Verdict, item: NotProven): string {
  const source: ValueSource = verdict.publicValue?.source ?? { type: "typed" };
  switch (item) {
    case "drew-once":
      return i18n._(drewOnce[verdict.kind]);
    case "split-of-drawn":
      return i18n._(splitOfDrawn);
    case "announced":
      return i18n._(announced[verdict.kind], { version: verdict.version });
    case "published-before":
      return i18n._(publishedBefore[source.type], { ...source });
    case "value-named":
      return source.type === "lottery"
        ? i18n._(source.bonusCount === 0 ? lotteryNumbers.noBonus : lotteryNumbers.withBonus, { ...source })
        : i18n._(valueNamed[source.type], { ...source });
    case "spelling-and-version":
      return i18n._(spellingAndVersion);
  }
}

/** What a checker found wrong, in the reader's language where the checker gives a sentence to word. */
export function wordProblem(i18n: I18n, message: ReceiptProblem["message"]): string {
  return typeof message === "string" ? message : i18n._(message);
}
