import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { I18n } from "~/i18n/runtime";
import type { RoundName } from "~/features/battle/domain/tournament";
import { findNextBattle } from "~/features/battle/domain/tournament-outcomes";
import type { Tournament } from "~/features/battle/domain/tournament";
import { isolate } from "~/kernel/format/domain/isolate";

const namedRounds: Record<Exclude<RoundName, number>, MessageDescriptor> = {
  final: msg({ message: "Final", comment: "The tournament's last round" }),
  "semi-final": msg({ message: "Semi-Final", comment: "The tournament's round before the final" }),
  "quarter-final": msg({ message: "Quarter-Final", comment: "The tournament's round before the semi-final" }),
};

/** A round's name in the page's language: Final, Semi-Final, Quarter-Final, else Round N. */
export function wordRound(i18n: I18n, round: RoundName): string {
  if (typeof round !== "number") return i18n._(namedRounds[round]);
  const number = round;
  return i18n._(msg`Round ${number}`);
}

/** "Semi-Final, match 1 of 2: A vs B." for the match to fight next, as the live region says it; null once decided. */
export function describeNextBattle(i18n: I18n, tournament: Tournament): string | null {
  const next = findNextBattle(tournament);
  if (!next) return null;
  const { matchNumber, matchesInRound } = next;
  const round = wordRound(i18n, next.roundName);
  const [first, second] = [isolate(next.first), isolate(next.second)];
  return i18n._(msg`${round}, match ${matchNumber} of ${matchesInRound}: ${first} vs ${second}.`);
}
