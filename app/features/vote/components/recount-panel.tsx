import { useState } from "react";
import { describeBallot } from "~/features/vote/domain/ballot-text";
import type { Ballot } from "~/features/vote/domain/ballot";
import type { VoteCount } from "~/features/vote/domain/count";
import { checkOwnBallot, describeOwnBallotCheck } from "~/features/vote/domain/own-ballot";
import type { Poll } from "~/features/vote/domain/poll";
import { countOf } from "~/kernel/format/domain/count";

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

const sameResult = (a: VoteCount, b: VoteCount) =>
  a.counted === b.counted && a.result?.winner === b.result?.winner && a.explanation.join() === b.explanation.join();

/** “Check the count”: every ballot fetched and counted again here, listed by fingerprint, this device's pointed out. */
export function RecountPanel({ poll, shown, own, onRecount }: RecountPanelProps) {
  const [recount, setRecount] = useState<Recount>({ status: "idle" });
  const check = async () => {
    setRecount({ status: "counting" });
    const answer = await onRecount();
    setRecount(typeof answer === "string" ? { status: "failed", message: answer } : { status: "done", count: answer });
  };
  return (
    <section className="vote-recount" aria-labelledby="vote-recount-heading">
      <h3 id="vote-recount-heading">Check the count</h3>
      <p>
        Fetch every ballot again and count it on this device, from scratch. Ballots are listed by a fingerprint of their
        random id, never by who or when: yours is pointed out, so you can see it is counted as you cast it.
      </p>
      <button type="button" className="button" disabled={recount.status === "counting"} onClick={() => void check()}>
        {recount.status === "counting" ? "Counting…" : "Check the count"}
      </button>
      <div role="status">
        {recount.status === "failed" && <p className="notice notice-warning">{recount.message}</p>}
        {recount.status === "done" && (
          <p className="notice">
            {sameResult(recount.count, shown)
              ? `Recounted ${countOf(recount.count.rows.length, "ballot")}: the same result.`
              : `Recounted ${countOf(recount.count.rows.length, "ballot")}: the result differs from the one shown, because ballots changed since. The list below is the new count.`}
            {own && ` ${describeOwnBallotCheck(checkOwnBallot(recount.count, own.ballotId, own.ballot))}`}
          </p>
        )}
      </div>
      {recount.status === "done" && <BallotList poll={poll} count={recount.count} ownId={own?.ballotId ?? null} />}
    </section>
  );
}

function BallotList({ poll, count, ownId }: { poll: Poll; count: VoteCount; ownId: string | null }) {
  return (
    <ol className="vote-ballot-list" aria-label="Every ballot, by fingerprint">
      {count.rows.map((row) => (
        <li key={row.id} className={row.setAsideBecause ? "vote-set-aside" : undefined}>
          <code>{row.fingerprint}</code>
          {row.id === ownId && <strong> (yours)</strong>}
          {row.name && (
            <span>
              {" · "}
              <bdi>{row.name}</bdi>
            </span>
          )}
          <span> · {row.ballot ? describeBallot(row.ballot, poll.options) : `Set aside: ${row.setAsideBecause}`}</span>
        </li>
      ))}
    </ol>
  );
}
