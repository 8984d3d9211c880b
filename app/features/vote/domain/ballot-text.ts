import { msg, plural } from "@lingui/core/macro";
import type { I18n } from "~/i18n/runtime";
import type { Ballot } from "~/features/vote/domain/ballot";
import { isolate } from "~/kernel/format/domain/isolate";

/**
 * A ballot in one line for the recount's list, in the page's language: “Approves Pizza, Tacos”, “1. Tacos, 2. Pizza”,
 * “Pizza 5★, …”. Each option's name is set apart from the words around it (a name in another script reorders none).
 */
export function describeBallot(i18n: I18n, ballot: Ballot, options: readonly string[]): string {
  const nameOf = (option: number) => isolate(options[option] as string);
  const separator = i18n._(msg({ message: ", ", comment: "Between the options a ballot lists: Pizza, Tacos" }));
  if (ballot.method === "approval") {
    if (ballot.approved.length === 0) return i18n._(msg`Approves none`);
    const approved = ballot.approved.map(nameOf).join(separator);
    return i18n._(
      msg({ message: `Approves ${approved}`, comment: "A ballot of an approval vote: the options it approves" }),
    );
  }
  if (ballot.method === "ranked") {
    if (ballot.ranking.length === 0) return i18n._(msg`Ranks none`);
    const rest = options.length - ballot.ranking.length;
    const ranked = ballot.ranking
      .map((option, index) => {
        const place = index + 1;
        const name = nameOf(option);
        return i18n._(
          msg({ message: `${place}. ${name}`, comment: "An option in a ranked ballot, by its place: 1. Tacos" }),
        );
      })
      .join(separator);
    if (rest === 0) return ranked;
    return i18n._(
      msg`${plural(rest, { one: `${ranked}; the other # unranked`, other: `${ranked}; the other # unranked` })}`,
    );
  }
  return ballot.scores
    .map((stars, option) => {
      const name = nameOf(option);
      return i18n._(
        msg({ message: `${name} ${stars}★`, comment: "An option of a star ballot and its stars: Pizza 5★" }),
      );
    })
    .join(separator);
}
