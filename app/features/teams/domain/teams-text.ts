// Apart from team-list.ts, which reads the list: the teams' cards (components/team-result.tsx) load only once there
// are teams to show, and what they need must not bring the reading with it.

/** The teams as plain text to paste anywhere: "Team 1 (total 12)" then one member per line. */
export function formatTeamsText(teams: readonly { members: readonly string[]; total?: string }[]): string {
  return teams
    .map(({ members, total }, index) => `Team ${index + 1}${total ? ` (total ${total})` : ""}\n${members.join("\n")}`)
    .join("\n\n");
}
