import { msg } from "@lingui/core/macro";
import { escapeInvisible } from "~/kernel/receipts/domain/shown-text";
import { balanceSwapBudget, makeTeams, version1SwapBound, type WorkMeter } from "~/features/teams/domain/team-split";
import { readTeamListLines } from "~/features/teams/domain/team-list-rules";
import type { TeamsReceipt } from "~/features/teams/domain/verifiable-teams";
import type { TeamsFailure } from "~/features/teams/domain/teams";
import { listLineProblem } from "~/kernel/receipts/domain/canonical-list";
import { checkStatementSeal } from "~/kernel/receipts/domain/statement-seal";
import { writeVerdict, type Verification } from "~/kernel/receipts/domain/verdict";
import { checkEarlierSeal } from "~/kernel/receipts/domain/verifiable-receipt";

// Compared name by name, not as the names joined: joined, “Ann, Bob” alone and “Ann” with “Bob” would read alike.
// Shown joined, each name quoted as JSON with its hidden characters escaped, so no name passes for two.
/** Why the split was not made, as the checkers say it (in English, as every checker's output is). */
function describeTeamsFailure(failure: TeamsFailure): string {
  const count = (value: number) => value.toLocaleString("en");
  switch (failure.kind) {
    case "no-split-in-shuffle":
      return "The search found no way to keep every pair apart in this shuffle. No teams were made.";
    case "unmet-by-list-order": {
      const { teams, stoppedAt } = failure;
      const unmet = `The keep-apart rules could not be met in ${teams} ${teams === 1 ? "team" : "teams"} by the documented order of placing people (list order).`;
      const stop = stoppedAt
        ? ` It stops at ${stoppedAt.first} and ${stoppedAt.second}${stoppedAt.withEarlier ? ", with the pairs before it" : ""}.`
        : "";
      return `${unmet}${stop} Drop a rule or change the number of teams. No teams were made.`;
    }
    case "too-many-placements":
      return `Keeping these pairs apart needs more than ${count(failure.bound)} tries of the search, too much work to check quickly: no teams were made. Keep fewer pairs apart, or split into more teams.`;
    case "too-many-teams":
      return `Balancing more than ${count(failure.bound)} teams is too much work to check quickly: no teams were made. Make fewer teams, or split without balancing.`;
    case "too-many-swaps":
      return `Balancing these teams weighs more than ${count(failure.limit)} swaps, too much work to check quickly: version 1 receipts set no limit on this work. Ask the host for a receipt of version 4, which does.`;
  }
}

const teamText = (team: readonly string[]) => team.map((name) => escapeInvisible(name, Infinity)).join(", ");

/**
 * Checks a teams receipt (already read) against `lines`, every version: the list's rules, the seal (hashes, statement,
 * seed), then the split made again, naming each team that does not match. `meter` counts the split's work.
 */
export function verifyTeams(receipt: TeamsReceipt, lines: readonly string[], meter?: WorkMeter): Verification {
  const list = readTeamListLines(lines, receipt.version);
  const seal =
    receipt.version === 4 ? checkStatementSeal(receipt, lines, list.counts) : checkEarlierSeal(receipt, lines);
  const problems = [...list.problems.map(listLineProblem), ...seal.problems];
  // Version 1 balanced without a limit on the search, which a checker bounds; later versions within the swap budget.
  const budget =
    receipt.version === 1 ? { swapBudget: Infinity, swapBound: version1SwapBound } : { swapBudget: balanceSwapBudget };
  const made =
    list.setup && makeTeams(list.setup.people, list.setup.teams, { ...list.setup, ...budget, meter }, seal.draw);
  // A split whose search runs past its bound is one no checker decides here (exit 2 in the scripts), not a forgery.
  if (made && !made.ok && made.tooMuchWork)
    return { status: "unreadable", message: describeTeamsFailure(made.failure) };
  if (!made?.ok) {
    problems.push({
      rule: "cannot-give",
      message: made
        ? `The list cannot give this split: ${describeTeamsFailure(made.failure)}`
        : msg`The list cannot give this split.`,
    });
  } else {
    const expected = made.teams.map((team) => team.map((person) => person.name));
    const received = receipt.teams;
    if (received.length !== expected.length) {
      const [receivedCount, madeCount] = [received.length, expected.length];
      problems.push({
        rule: "number-of-teams",
        message: msg`The receipt has ${receivedCount} teams, but the list makes ${madeCount}.`,
      });
    }
    expected.forEach((team, index) => {
      const said = received[index];
      if (said && (said.length !== team.length || said.some((name, place) => name !== team[place]))) {
        const [number, madeTeam, saidTeam] = [index + 1, teamText(team), teamText(said)];
        problems.push({
          rule: "team",
          message: msg({
            message: `Team ${number} should be “${madeTeam}”, but the receipt says “${saidTeam}”.`,
            comment: "{madeTeam} and {saidTeam} are lists of quoted names",
          }),
        });
      }
    });
  }
  return {
    status: "checked",
    problems,
    outcome: { kind: "teams", teams: receipt.teams },
    verdict: problems.length === 0 ? writeVerdict(receipt, seal.source) : null,
  };
}
