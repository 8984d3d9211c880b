import { findLookalikeNames } from "~/kernel/lists/domain/lookalike-names";
import type { ReceiptOutcome } from "~/kernel/receipts/domain/verdict";

/**
 * What a reader of a verified result should look at twice (docs/verifiable-draws.md, section 9): two names in it that
 * are written differently but look alike, or a name holding a character that looks like list punctuation, which could
 * make one name read as two. Every name is quoted, so neither changes the result; both could mislead a reader.
 */
export type OutcomeNote =
  { kind: "lookalike"; names: [string, string] } | { kind: "punctuation"; name: string; characters: string[] };

/**
 * Characters that look like a comma or a semicolon but are not the ASCII ones: the same list as the scripts'
 * (docs/verify-receipt.mjs, docs/verify-teams-receipt.mjs), so the three note the same names.
 */
export const listPunctuationLookalikes =
  /[\u037E\u055D\u060C\u061B\u066B\u066C\u07F8\u1363\u1364\u1802\u1808\u201A\u2E32\u2E34\u2E41\u3001\uA4FE\uA60D\uFE10\uFE11\uFE14\uFE50\uFE51\uFE54\uFF0C\uFF1B\uFF64]/gu;

/** A character as `U+060C`. */
export const codePoint = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

/** The notes on a result's names: lookalike pairs first (UTS #39 skeletons), then names holding lookalike punctuation. */
export function findOutcomeNotes(outcome: ReceiptOutcome): OutcomeNote[] {
  const names = outcome.kind === "draw" ? [...outcome.winners, ...outcome.alternates] : outcome.teams.flat();
  const lookalikes: OutcomeNote[] = findLookalikeNames(names).map(({ names: pair }) => ({
    kind: "lookalike",
    names: pair,
  }));
  const punctuation: OutcomeNote[] = [...new Set(names)].flatMap((name) => {
    const characters = [...new Set(name.match(listPunctuationLookalikes) ?? [])].map(codePoint);
    return characters.length > 0 ? [{ kind: "punctuation" as const, name, characters }] : [];
  });
  return [...lookalikes, ...punctuation];
}
