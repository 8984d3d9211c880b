import { namedTeams, teamCards } from "~/features/teams/domain/team-list";
import type { TeamsProblem } from "~/features/teams/domain/teams";
import { canonicalTeamLines, type TeamsSetup } from "~/features/teams/domain/team-statement";
import type { TeamsReceipt } from "~/features/teams/domain/verifiable-teams";
import type { SharedList, SharedTeams } from "~/kernel/lists/domain/list-link";
import { keepList } from "~/kernel/receipts/domain/kept-list";
import type { VerifiableMode } from "~/kernel/receipts/hooks/use-verifiable-mode";
import { useRecordDecision } from "~/kernel/records/hooks/use-record-decision";
import type { SaveResult } from "~/kernel/records/storage/decision-history";
import { useTimedDecision } from "~/kernel/ui/hooks/use-timed-decision";
import { usePageLocale } from "~/kernel/format/hooks/use-page-locale";

export const teamsDelayMs = 2000;
/** The split's code: it loads while Make Teams waits, not with the page. */
export const loadTeamSplit = () => import("~/features/teams/domain/team-split");

export type Made =
  | {
      ok: true;
      teams: { members: string[]; total?: string }[];
      spread?: string;
      saved: SaveResult;
      receipt?: TeamsReceipt;
      link: SharedList & { teams: SharedTeams };
    }
  | TeamsProblem;

/**
 * /teams' splits: each made after a moment of suspense and saved to the history, with the link that shares it; a
 * verifiable split uses its secret once, and the next gets a new one.
 */
export function useTeamSplit(verifiable: VerifiableMode) {
  const recordDecision = useRecordDecision();
  const locale = usePageLocale();
  const { phase, decide, reset } = useTimedDecision<Made>(teamsDelayMs);

  const make = (chosen: TeamsSetup, madeFrom: { choices: string[]; apart: string }) => {
    const request = verifiable.request;
    // A verifiable split's code (its statement, seal and seeded generator) loads when one is first made, and the
    // split's own when teams are first made.
    decide(async (): Promise<Made> => {
      const verified =
        request && (await import("~/features/teams/domain/verifiable-teams")).makeVerifiableTeams(chosen, request);
      const made = verified ?? (await loadTeamSplit()).makeTeams(chosen.people, chosen.teams, chosen);
      if (!made.ok) return made;
      if (request) verifiable.renewSecret();
      const named = namedTeams(made.teams, chosen.balance);
      const cards = teamCards(named, locale);
      // The history keeps the totals in English whatever the page's language: a record has none (D23).
      const recorded = teamCards(named, "en");
      // Past the limit the teams alone hold every name once: the list beside them would only double the record.
      const kept = keepList(
        chosen.people.length,
        () => chosen.people.map((person) => person.name),
        () => canonicalTeamLines(chosen),
      );
      const saved = recordDecision({
        choices: kept.choices,
        result: `Team 1: ${recorded.teams[0]?.members.join(", ")}`,
        category: "Teams",
        outcome: { kind: "teams", teams: recorded.teams, ...(kept.unkeptList && { unkeptList: kept.unkeptList }) },
      });
      const apart = madeFrom.apart.trim() ? { apart: madeFrom.apart } : {};
      const link = { choices: madeFrom.choices, teams: { ...named, ...apart, madeAt: Date.now() } };
      return { ok: true, ...cards, saved, link, ...(verified?.ok && { receipt: verified.receipt }) };
    });
  };

  return { phase, make, reset };
}
