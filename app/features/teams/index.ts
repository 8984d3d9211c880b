// The teams' public entry: /verify checks their receipts.
export {
  canonicalTeamLines,
  makeVerifiableTeams,
  teamsStatementCounts,
  verifyTeams,
  type TeamsReceipt,
  type TeamsSetup,
} from "~/features/teams/domain/verifiable-teams";
