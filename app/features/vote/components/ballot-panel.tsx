import { useId, useState } from "react";
import { ApprovalBallot } from "~/features/vote/components/approval-ballot";
import { RankedBallot } from "~/features/vote/components/ranked-ballot";
import { ScoreBallot } from "~/features/vote/components/score-ballot";
import { ballotName, maximumNameLength, type Ballot } from "~/features/vote/domain/ballot";
import type { Poll } from "~/features/vote/domain/poll";
import type { Sending } from "~/features/vote/hooks/use-poll-actions";
import type { DeviceBallot } from "~/features/vote/storage/device-ballots";

interface BallotPanelProps {
  poll: Poll;
  entry: DeviceBallot;
  sending: Sending;
  onCast: (ballot: Ballot, name: string) => void;
}

function emptyBallot(poll: Poll): Ballot {
  if (poll.method === "approval") return { method: "approval", approved: [] };
  if (poll.method === "ranked") return { method: "ranked", ranking: [] };
  return { method: "score", scores: poll.options.map(() => 0) };
}

/**
 * The voter's ballot: their name if they want it shown, and their vote. What they chose stays on the screen (and on
 * the device) until the server has it; a ballot that could not be sent is offered again.
 */
export function BallotPanel({ poll, entry, sending, onCast }: BallotPanelProps) {
  const nameId = useId();
  const [ballot, setBallot] = useState<Ballot>(() => entry.ballot ?? emptyBallot(poll));
  const [name, setName] = useState(entry.name);
  const cast = entry.ballot !== null && entry.sent;
  const busy = sending.status === "sending";
  const missing = missingChoice(ballot);
  return (
    <section className="vote-ballot" aria-labelledby="vote-ballot-heading">
      <h3 id="vote-ballot-heading">{cast ? "Your vote" : "Vote"}</h3>
      {cast && (
        <p className="notice" role="status">
          Your vote is in. You can change it until the poll closes: this device replaces its own ballot.
        </p>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy && missing === null) onCast(ballot, ballotName(name) ?? "");
        }}
      >
        {/* Written like the poll form's closing-time field: the same field markup, a different field. */}
        <div className="vote-field">
          <label htmlFor={nameId}>Your name (optional)</label>
          <input
            id={nameId}
            type="text"
            value={name}
            maxLength={maximumNameLength}
            autoComplete="nickname"
            aria-describedby={`${nameId}-hint`}
            onChange={(event) => setName(event.target.value)}
          />
          <p id={`${nameId}-hint`} className="hint">
            Shown beside your ballot to everyone with the link
            {poll.hiddenResults ? ", once the organiser reveals the results" : ""}. Leave it blank to vote anonymously.
          </p>
        </div>
        {ballot.method === "approval" && (
          <ApprovalBallot
            options={poll.options}
            approved={ballot.approved}
            onChange={(approved) => setBallot({ method: "approval", approved })}
          />
        )}
        {ballot.method === "ranked" && (
          <RankedBallot
            options={poll.options}
            ranking={ballot.ranking}
            onChange={(ranking) => setBallot({ method: "ranked", ranking })}
          />
        )}
        {ballot.method === "score" && (
          <ScoreBallot
            options={poll.options}
            scores={ballot.scores}
            onChange={(scores) => setBallot({ method: "score", scores })}
          />
        )}
        {sending.status === "failed" && (
          <p className="notice notice-warning" role="alert">
            Your vote was not sent. {sending.message} Your choices are still here.
          </p>
        )}
        {missing !== null && <p className="hint">{missing}</p>}
        <button type="submit" className="button button-primary button-large" disabled={busy || missing !== null}>
          {busy ? "Sending…" : sending.status === "failed" ? "Try again" : cast ? "Change my vote" : "Cast my vote"}
        </button>
      </form>
    </section>
  );
}

/** What a ballot still needs before it says anything: a ballot with nothing ticked or ranked would count for nobody. */
function missingChoice(ballot: Ballot): string | null {
  if (ballot.method === "approval" && ballot.approved.length === 0)
    return "Tick at least one option you would be happy with.";
  if (ballot.method === "ranked" && ballot.ranking.length === 0) return "Add at least one option to your ranking.";
  return null;
}
