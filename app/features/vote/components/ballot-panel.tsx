import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { ApprovalBallot } from "~/features/vote/components/approval-ballot";
import { RankedBallot } from "~/features/vote/components/ranked-ballot";
import { ScoreBallot } from "~/features/vote/components/score-ballot";
import { ballotName, canonicalBallot, maximumNameLength, type Ballot } from "~/features/vote/domain/ballot";
import type { Poll } from "~/features/vote/domain/poll";
import type { Sending } from "~/features/vote/hooks/use-poll-actions";
import type { DeviceBallot } from "~/features/vote/storage/device-ballots";

interface BallotPanelProps {
  poll: Poll;
  /** Whether the poll has closed: a ballot chosen here and not sent then stays, marked as not counted. */
  closed: boolean;
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
 * the device) until the server has it; a ballot that could not be sent is offered again, and one restored from the
 * device says it is not sent yet. Once the poll has closed, choices never sent stay in view, saying they did not count.
 */
export function BallotPanel({ poll, closed, entry, sending, onCast }: BallotPanelProps) {
  const { t, i18n } = useLingui();
  const nameId = useId();
  const [ballot, setBallot] = useState<Ballot>(() => entry.ballot ?? emptyBallot(poll));
  const [name, setName] = useState(entry.name);
  const cast = entry.ballot !== null && entry.sent;
  const busy = sending.status === "sending";
  const missing = missingChoice(ballot);
  const chosen = canonicalBallot(ballot) !== canonicalBallot(emptyBallot(poll));
  const unsent =
    chosen && !(cast && entry.ballot !== null && canonicalBallot(ballot) === canonicalBallot(entry.ballot));
  // Kept on the device by an earlier visit and not sent: the server never had it.
  const restoredUnsent = entry.ballot !== null && !entry.sent && sending.status === "idle";
  if (closed && !unsent) return null;
  return (
    <section className="vote-ballot" aria-labelledby="vote-ballot-heading">
      <h3 id="vote-ballot-heading">
        {cast || closed ? t`Your vote` : t({ message: "Vote", comment: "The heading above a ballot" })}
      </h3>
      {closed && (
        <p className="notice notice-warning" role="alert">
          {cast ? (
            <Trans>
              The poll closed before your changed ballot was sent; it was not counted. Your earlier ballot is the one
              counted.
            </Trans>
          ) : (
            <Trans>The poll closed before your ballot was sent; it was not counted.</Trans>
          )}
        </p>
      )}
      {cast && !closed && (
        <p className="notice" role="status">
          <Trans>Your vote is in. You can change it until the poll closes: this device replaces its own ballot.</Trans>
        </p>
      )}
      {restoredUnsent && !closed && (
        <p className="notice notice-warning" role="status">
          <Trans>These choices were kept on this device and are not sent yet. Send them to have them counted.</Trans>
        </p>
      )}
      <fieldset className="vote-ballot-fields" disabled={closed}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy && missing === null) onCast(ballot, ballotName(name) ?? "");
          }}
        >
          {/* Written like the poll form's closing-time field: the same field markup, a different field. */}
          <div className="vote-field">
            <label htmlFor={nameId}>
              <Trans>Your name (optional)</Trans>
            </label>
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
              {poll.hiddenResults ? (
                <Trans>
                  Shown beside your ballot to everyone with the link, once the organiser reveals the results. Leave it
                  blank to vote anonymously.
                </Trans>
              ) : (
                <Trans>Shown beside your ballot to everyone with the link. Leave it blank to vote anonymously.</Trans>
              )}
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
          {!closed && sending.status === "failed" && (
            <p className="notice notice-warning" role="alert">
              {t`Your vote was not sent.`} {i18n._(sending.problem)} {t`Your choices are still here.`}
            </p>
          )}
          {!closed && sending.status === "waiting" && (
            <p className="notice notice-warning" role="alert">
              {i18n._(sending.problem)}
            </p>
          )}
          {!closed && missing !== null && <p className="hint">{i18n._(missing)}</p>}
          {!closed && (
            <button type="submit" className="button button-primary button-large" disabled={busy || missing !== null}>
              {busy
                ? t`Sending…`
                : sending.status === "failed" || sending.status === "waiting"
                  ? t`Try again`
                  : restoredUnsent
                    ? t`Send my vote`
                    : cast
                      ? t`Change my vote`
                      : t`Cast my vote`}
            </button>
          )}
        </form>
      </fieldset>
    </section>
  );
}

/** What a ballot still needs before it says anything: a ballot with nothing ticked or ranked would count for nobody. */
function missingChoice(ballot: Ballot) {
  if (ballot.method === "approval" && ballot.approved.length === 0)
    return msg`Tick at least one option you would be happy with.`;
  if (ballot.method === "ranked" && ballot.ranking.length === 0) return msg`Add at least one option to your ranking.`;
  return null;
}
