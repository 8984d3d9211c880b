// The teams' public entry: /verify checks their receipts.
export { canonicalTeamLines, teamsStatementCounts, type TeamsSetup } from "~/features/teams/domain/team-statement";
export { makeVerifiableTeams, type TeamsReceipt } from "~/features/teams/domain/verifiable-teams";
export { verifyTeams } from "~/features/teams/domain/verify-teams";
export {
  balanceSwapBudget,
  searchPlacementBound,
  version1SwapBound,
  type WorkMeter,
} from "~/features/teams/domain/team-split";
