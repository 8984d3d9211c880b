import { msg, plural } from "@lingui/core/macro";
import type { I18n } from "~/i18n/runtime";
import type { TeamsFailure } from "~/features/teams/domain/teams";
import { isolate } from "~/kernel/format/domain/isolate";

/** Why no teams were made, in the page's language; the names a visitor typed are set apart from the sentence. */
export function wordTeamsFailure(i18n: I18n, failure: TeamsFailure): string {
  switch (failure.kind) {
    case "no-split-in-shuffle":
      return i18n._(msg`The search found no way to keep every pair apart in this shuffle. No teams were made.`);
    case "unmet-by-list-order": {
      const { teams, stoppedAt } = failure;
      if (!stoppedAt) {
        return i18n._(
          msg`${plural(teams, {
            one: "The keep-apart rules could not be met in # team by the documented order of placing people (list order). Drop a rule or change the number of teams. No teams were made.",
            other:
              "The keep-apart rules could not be met in # teams by the documented order of placing people (list order). Drop a rule or change the number of teams. No teams were made.",
          })}`,
        );
      }
      const [first, second] = [isolate(stoppedAt.first), isolate(stoppedAt.second)];
      return stoppedAt.withEarlier
        ? i18n._(
            msg`${plural(teams, {
              one: `The keep-apart rules could not be met in # team by the documented order of placing people (list order). It stops at ${first} and ${second}, with the pairs before it. Drop a rule or change the number of teams. No teams were made.`,
              other: `The keep-apart rules could not be met in # teams by the documented order of placing people (list order). It stops at ${first} and ${second}, with the pairs before it. Drop a rule or change the number of teams. No teams were made.`,
            })}`,
          )
        : i18n._(
            msg`${plural(teams, {
              one: `The keep-apart rules could not be met in # team by the documented order of placing people (list order). It stops at ${first} and ${second}. Drop a rule or change the number of teams. No teams were made.`,
              other: `The keep-apart rules could not be met in # teams by the documented order of placing people (list order). It stops at ${first} and ${second}. Drop a rule or change the number of teams. No teams were made.`,
            })}`,
          );
    }
    case "too-many-placements":
      return i18n._(
        msg`Keeping these pairs apart needs more than {bound, number} tries of the search, too much work to check quickly: no teams were made. Keep fewer pairs apart, or split into more teams.`,
        { bound: failure.bound },
      );
    case "too-many-teams":
      return i18n._(
        msg`Balancing more than {bound, number} teams is too much work to check quickly: no teams were made. Make fewer teams, or split without balancing.`,
        { bound: failure.bound },
      );
    case "too-many-swaps":
      return i18n._(
        msg`Balancing these teams weighs more than {limit, number} swaps, too much work to check quickly: version 1 receipts set no limit on this work. Ask the host for a receipt of version 4, which does.`,
        { limit: failure.limit },
      );
  }
}
