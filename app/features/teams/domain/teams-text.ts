import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { I18n } from "~/i18n/runtime";
// Apart from team-list.ts, which reads the list: the teams' cards (components/team-result.tsx) load only once there
// are teams to show, and what they need must not bring the reading with it.

/** The teams as plain text to paste anywhere, in the page's language: "Team 1 (total 12)" then one member per line. */
export function formatTeamsText(i18n: I18n, teams: readonly { members: readonly string[]; total?: string }[]): string {
  return teams
    .map(({ members, total }, index) => {
      const number = index + 1;
      const heading = total ? i18n._(msg`Team ${number} (total ${total})`) : i18n._(teamHeading(number));
      return `${heading}\n${members.join("\n")}`;
    })
    .join("\n\n");
}

/** A team's name: "Team 1". */
export function teamHeading(number: number): MessageDescriptor {
  return msg({ message: `Team ${number}`, comment: "A team's name, numbered from 1" });
}
