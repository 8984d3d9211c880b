import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { describeBallot } from "~/features/vote/domain/ballot-text";
import type { Ballot } from "~/features/vote/domain/ballot";
import type { VoteCount } from "~/features/vote/domain/count";
import { checkOwnBallot, describeOwnBallotCheck } from "~/features/vote/domain/own-ballot";
import type { Poll } from "~/features/vote/domain/poll";

type Recount =
  { status: "idle" | "counting" } | { status: "failed"; message: string } | { status: "done"; count: VoteCount };

interface RecountPanelProps {
  poll: Poll;
  /** The count shown above, which the recount must find again. */
  shown: VoteCount;
  /** This device's ballot, to find it in the list; null when it has not voted. */
  own: { ballotId: string; ballot: Ballot } | null;
  /** Fetches every ballot again and counts it from scratch: the count, or why it could not. */
  onRecount: () => Promise<VoteCount | string>;
}

// The sentences are messages and their values, so equal results say the same in any language.
const sameResult = (a: VoteCount, b: VoteCount) =>
  a.counted === b.counted &&
  a.result?.winner === b.result?.winner &&
  JSON.stringify(a.explanation) === JSON.stringify(b.explanation);

/** “Check the count”: every ballot fetched and counted again here, listed by fingerprint, this device's pointed out. */
export function RecountPanel({ poll, shown, own, onRecount }: RecountPanelProps) {
  const { t, i18n } = useLingui();
  const [recount, setRecount] = useState<Recount>({ status: "idle" });
  const recounted = recount.status === "done" ? recount.count.rows.length : 0;
  const check = async () => {
    setRecount({ status: "counting" });
    const answer = await onRecount();
    setRecount(typeof answer === "string" ? { status: "failed", message: answer } : { status: "done", count: answer });
  };
  return (
    <section className="vote-recount" aria-labelledby="vote-recount-heading">
      <h3 id="vote-recount-heading">{t`Check the count`}</h3>
      <p>
        <Trans>
          Fetch every ballot again and count it on this device, from scratch. Ballots are listed by a fingerprint of
          their random id, never by who or when: yours is pointed out, so you can see it is counted as you cast it.
        </Trans>
      </p>
      <button type="button" className="button" disabled={recount.status === "counting"} onClick={() => void check()}>
        {recount.status === "counting" ? t`Counting…` : t`Check the count`}
      </button>
      <div role="status">
        {recount.status === "failed" && <p className="notice notice-warning">{recount.message}</p>}
        {recount.status === "done" && (
          <p className="notice">
            {sameResult(recount.count, shown)
              ? t`${plural(recounted, {
                  one: "Recounted # ballot: the same result.",
                  other: "Recounted # ballots: the same result.",
                })}`
              : t`${plural(recounted, {
                  one: "Recounted # ballot: the result differs from the one shown, because ballots changed since. The list below is the new count.",
                  other:
                    "Recounted # ballots: the result differs from the one shown, because ballots changed since. The list below is the new count.",
                })}`}
            {own && ` ${describeOwnBallotCheck(i18n, checkOwnBallot(recount.count, own.ballotId, own.ballot))}`}
          </p>
        )}
      </div>
      {recount.status === "done" && <BallotList poll={poll} count={recount.count} ownId={own?.ballotId ?? null} />}
    </section>
  );
}

function BallotList({ poll, count, ownId }: { poll: Poll; count: VoteCount; ownId: string | null }) {
  const { t, i18n } = useLingui();
  // The reason is the one reading the ballot gave (count.ts, ballot.ts, open-ballots.ts).
  const setAside = (reason: string) => t`Set aside: ${reason}`;
  return (
    <ol className="vote-ballot-list" aria-label={t`Every ballot, by fingerprint`}>
      {count.rows.map((row) => (
        <li key={row.id} className={row.setAsideBecause ? "vote-set-aside" : undefined}>
          <code>{row.fingerprint}</code>
          {row.id === ownId && <strong> {t`(yours)`}</strong>}
          {row.name && (
            <span>
              {" · "}
              <bdi>{row.name}</bdi>
            </span>
          )}
          <span>
            {" "}
            · {row.ballot ? describeBallot(i18n, row.ballot, poll.options) : setAside(row.setAsideBecause ?? "")}
          </span>
        </li>
      ))}
    </ol>
  );
}
