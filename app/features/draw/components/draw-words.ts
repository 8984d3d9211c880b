import { msg, plural } from "@lingui/core/macro";
import type { I18n } from "~/i18n/runtime";
import type { DrawOutcome, DrawSizeProblem, Entrant } from "~/features/draw/domain/draw";
import { isolate } from "~/kernel/format/domain/isolate";

// /draw's sentences in the page's language, from the numbers and names the domain gives: one whole message a sentence.

/** How /draw counts the entrants it has read: "7 entrants, 9 tickets". */
export function wordEntrantCount(i18n: I18n, { entrantCount, totalTickets }: EntrantCount): string {
  return i18n._(
    msg({
      message:
        "{entrants, plural, one {# entrant} other {# entrants}}, {tickets, plural, one {# ticket} other {# tickets}}",
      comment: "How many entrants a giveaway's list holds and how many tickets they hold together",
    }),
    { entrants: entrantCount, tickets: totalTickets },
  );
}

/** The same count as a sentence under the list: "7 entrants, 9 tickets." */
export function wordEntrantCountSentence(i18n: I18n, { entrantCount, totalTickets }: EntrantCount): string {
  return i18n._(
    msg({
      message:
        "{entrants, plural, one {# entrant} other {# entrants}}, {tickets, plural, one {# ticket} other {# tickets}}.",
      comment: "Under a giveaway's list: how many entrants it holds and how many tickets they hold together",
    }),
    { entrants: entrantCount, tickets: totalTickets },
  );
}

interface EntrantCount {
  entrantCount: number;
  totalTickets: number;
}

const announcedCount = 10;

/** What the live region says: the first winners by name, then how many more (a screen reader reads every word). */
export function announceWinners(i18n: I18n, { winners }: DrawOutcome): string {
  const names = winners
    .slice(0, announcedCount)
    .map((winner) => isolate(winner.name))
    .join(", ");
  const more = winners.length - announcedCount;
  if (more > 0) return i18n._(msg`Winners: {names} and {more, number} more`, { names, more });
  return i18n._(msg`{count, plural, one {Winner: {names}} other {Winners: {names}}}`, {
    count: winners.length,
    names,
  });
}

/** The result as plain text to paste anywhere: winners, then alternates, each numbered in draw order. */
export function wordDrawText(i18n: I18n, { winners, alternates }: DrawOutcome): string {
  const numbered = (entrants: readonly Entrant[]) =>
    entrants.map((entrant, index) => `${index + 1}. ${isolate(entrant.name)}`).join("\n");
  const text = `${i18n._(winnersHeading)}\n${numbered(winners)}`;
  return alternates.length > 0 ? `${text}\n\n${i18n._(alternatesHeading)}\n${numbered(alternates)}` : text;
}

export const winnersHeading = msg({ message: "Winners", comment: "The entrants a giveaway drew, in draw order" });
export const alternatesHeading = msg({
  message: "Alternates",
  comment: "The entrants a giveaway drew after its winners, to replace a winner who cannot take the prize",
});

/** What is wrong with the number of winners or alternates (checkDrawSize), as the field says it. */
export function wordDrawSizeProblems(
  i18n: I18n,
  problems: { winners?: DrawSizeProblem; alternates?: DrawSizeProblem },
  entrantCount: number,
  winners: number,
): { winners?: string; alternates?: string } {
  const left = entrantCount - winners;
  const worded: { winners?: string; alternates?: string } = {};
  if (problems.winners === "not-whole") worded.winners = i18n._(msg`Draw at least 1 winner, as a whole number.`);
  if (problems.winners === "too-many") {
    worded.winners = i18n._(
      msg`${plural(entrantCount, {
        one: "There is # entrant: draw at most that many winners.",
        other: "There are # entrants: draw at most that many winners.",
      })}`,
    );
  }
  if (problems.alternates === "not-whole") worded.alternates = i18n._(msg`Alternates must be 0 or a whole number.`);
  if (problems.alternates === "too-many") {
    worded.alternates = i18n._(
      msg`${plural(left, {
        one: "Only # entrant is left after the winners: draw at most that many alternates.",
        other: "Only # entrants are left after the winners: draw at most that many alternates.",
      })}`,
    );
  }
  return worded;
}
