import { canonicalBallot, type Ballot } from "~/features/vote/domain/ballot";
import type { VoteCount } from "~/features/vote/domain/count";

export type OwnBallotCheck =
  | { status: "counted"; fingerprint: string }
  | { status: "changed"; fingerprint: string }
  | { status: "set-aside"; fingerprint: string; reason: string }
  | { status: "missing" };

/**
 * Whether the ballot this device cast (it keeps the id and what it said) is in the count exactly as cast. Anyone who
 * dropped it (the server) or changed it (a server replaying an older version, or a reveal that does not open it)
 * shows here, to the one person who can tell.
 */
export function checkOwnBallot(count: VoteCount, ballotId: string, cast: Ballot): OwnBallotCheck {
  const row = count.rows.find((candidate) => candidate.id === ballotId);
  if (!row) return { status: "missing" };
  const { fingerprint } = row;
  if (row.setAsideBecause !== null) return { status: "set-aside", fingerprint, reason: row.setAsideBecause };
  return row.ballot && canonicalBallot(row.ballot) === canonicalBallot(cast)
    ? { status: "counted", fingerprint }
    : { status: "changed", fingerprint };
}

/** The check in a sentence for the voter. */
export function describeOwnBallotCheck(check: OwnBallotCheck): string {
  switch (check.status) {
    case "counted":
      return `Your ballot, ${check.fingerprint} in the list, is counted exactly as you cast it.`;
    case "changed":
      return `Your ballot, ${check.fingerprint} in the list, is counted, but not as you cast it: vote again to replace it, and tell the organiser.`;
    case "set-aside":
      return `Your ballot, ${check.fingerprint} in the list, is not counted: ${check.reason}. Vote again to replace it, and tell the organiser.`;
    case "missing":
      return "Your ballot is not among the ballots counted: vote again, and tell the organiser.";
  }
}
