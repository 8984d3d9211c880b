// The teams' public entry: /verify checks their receipts.
export {
  canonicalTeamLines,
  findUnreadableTeams,
  makeVerifiableTeams,
  verifyTeams,
  type TeamsReceipt,
  type TeamsSetup,
} from "~/features/teams/domain/verifiable-teams";
