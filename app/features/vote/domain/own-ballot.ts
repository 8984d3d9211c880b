import { msg } from "@lingui/core/macro";
import type { I18n } from "~/i18n/runtime";
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

/** The check in a sentence for the voter, in the page's language. */
export function describeOwnBallotCheck(i18n: I18n, check: OwnBallotCheck): string {
  switch (check.status) {
    case "counted": {
      const { fingerprint } = check;
      return i18n._(msg`Your ballot, ${fingerprint} in the list, is counted exactly as you cast it.`);
    }
    case "changed": {
      const { fingerprint } = check;
      return i18n._(
        msg`Your ballot, ${fingerprint} in the list, is counted, but not as you cast it: vote again to replace it, and tell the organiser.`,
      );
    }
    case "set-aside": {
      const { fingerprint } = check;
      const why = check.reason;
      return i18n._(
        msg`Your ballot, ${fingerprint} in the list, is not counted: ${why}. Vote again to replace it, and tell the organiser.`,
      );
    }
    case "missing":
      return i18n._(msg`Your ballot is not among the ballots counted: vote again, and tell the organiser.`);
  }
}
