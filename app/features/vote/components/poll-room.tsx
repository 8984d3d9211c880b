import { useEffect, useMemo, useState } from "react";
import { BallotPanel, type Sending } from "~/features/vote/components/ballot-panel";
import { OrganiserControls } from "~/features/vote/components/organiser-controls";
import { PollHeader } from "~/features/vote/components/poll-header";
import { RecountPanel } from "~/features/vote/components/recount-panel";
import { SharePoll } from "~/features/vote/components/share-poll";
import { VoteResult } from "~/features/vote/components/vote-result";
import type { Ballot } from "~/features/vote/domain/ballot";
import { importOrganiserPrivateKey, importOrganiserPublicKey } from "~/features/vote/domain/organiser-keys";
import {
  castBallot,
  closePoll,
  deletePoll,
  readPoll,
  revealPoll,
  type OpenedPoll,
} from "~/features/vote/domain/poll-actions";
import { describeApiFailure, type ApiResult } from "~/features/vote/domain/poll-client";
import { voteRecord } from "~/features/vote/domain/vote-record";
import { encodeVoteLink, type VoteLink } from "~/features/vote/domain/vote-links";
import { useDeviceBallot } from "~/features/vote/hooks/use-device-ballot";
import { useFollowedPoll, type LiveState } from "~/features/vote/hooks/use-followed-poll";
import { useOrganisedPolls } from "~/features/vote/hooks/use-organised-polls";
import { countBallots, useVoteCount, type CountInput } from "~/features/vote/hooks/use-vote-count";
import { SaveNotice } from "~/kernel/records/components/save-notice";
import { useRecordDecision } from "~/kernel/records/hooks/use-record-decision";
import type { SaveResult } from "~/kernel/records/storage/decision-history";

const send = (input: string, init?: RequestInit) => fetch(input, init);
const failureText = <T,>(answer: ApiResult<T>) =>
  answer.ok ? null : describeApiFailure(answer.failure, navigator.onLine);

type OrganiserKeys = { privateKey: CryptoKey; publicKey: CryptoKey };

export const damagedOrganiserMessage =
  "This organiser link is damaged: its key is not this poll's. You can vote, but not close, reveal or delete. Copy the whole organiser link again.";

/** A poll opened from its link: loading, a problem to show (with a retry where one can help), or the poll itself. */
export default function PollRoom({ link }: { link: VoteLink }) {
  const { state, retry, refresh, replace } = useFollowedPoll(link);
  if (state.status === "loading") return <p role="status">Opening the poll…</p>;
  if (state.status === "failed") {
    return (
      <section className="decider" aria-labelledby="vote-problem-heading">
        <h2 id="vote-problem-heading">This poll cannot be shown</h2>
        <p className="notice notice-warning" role="alert">
          {state.message}
        </p>
        <div className="button-row">
          {!state.gone && (
            <button type="button" className="button" onClick={retry}>
              Try again
            </button>
          )}
          <a className="button" href="/vote">
            Start a new vote
          </a>
        </div>
      </section>
    );
  }
  return <OpenPollRoom link={link} opened={state.opened} live={state.live} refresh={refresh} replace={replace} />;
}

interface OpenPollRoomProps {
  link: VoteLink;
  opened: OpenedPoll;
  live: LiveState;
  refresh: () => Promise<void>;
  replace: (server: OpenedPoll["server"]) => void;
}

function OpenPollRoom({ link, opened, live, refresh, replace }: OpenPollRoomProps) {
  const { poll, server, pollKey } = opened;
  const organiser = useOrganiserKeys(link, poll.organiserPublicKey);
  const { entry, save } = useDeviceBallot(server.id, poll);
  const { forget } = useOrganisedPolls();
  const [sending, setSending] = useState<Sending>({ status: "idle" });
  const [saved, setSaved] = useState<SaveResult | null>(null);
  const recordDecision = useRecordDecision();
  const closed = server.closedAt !== null;
  const revealed = server.reveal !== null;
  const keys = organiser === "damaged" ? null : organiser;
  const visible = !poll.hiddenResults || revealed || keys !== null;

  const countInput: CountInput | null = useMemo(
    () =>
      visible
        ? {
            poll,
            pollId: server.id,
            ballots: server.ballots,
            keys: { pollKey, reveal: server.reveal, organiser: keys },
          }
        : null,
    [visible, poll, server.id, server.ballots, server.reveal, pollKey, keys],
  );
  const { count } = useVoteCount(countInput);

  // Each participant's history gets the result once, when it is final and visible to everyone.
  const final = closed && (!poll.hiddenResults || revealed) && count !== null && count.result !== null;
  useEffect(() => {
    if (!final || entry.recorded || !count) return;
    // Saving to the history is a write outside React, made once when the result becomes final; its notice is news.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSaved(recordDecision(voteRecord(poll, count)));
    save({ ...entry, recorded: true });
  }, [final, entry, count, poll, recordDecision, save]);

  const cast = async (ballot: Ballot, name: string) => {
    const next = { ...entry, ballot, name, sent: false };
    save(next);
    setSending({ status: "sending" });
    const answer = await castBallot(
      send,
      { poll, pollKey, pollId: server.id, revealed },
      { ballotId: entry.ballotId, token: entry.token, name: name || null },
      ballot,
    );
    const failure = failureText(answer);
    if (failure) return setSending({ status: "failed", message: failure });
    save({ ...next, sent: true });
    setSending({ status: "idle" });
    void refresh();
  };

  const actions = link.role === "organiser" && {
    close: async () => {
      const answer = await closePoll(send, server.id, link.organiserToken);
      if (answer.ok) replace(answer.body);
      return failureText(answer);
    },
    reveal: async () => {
      if (!keys) return damagedOrganiserMessage;
      const current = await readPoll(send, server.id);
      if (!current.ok) return failureText(current);
      const answer = await revealPoll(
        send,
        { pollKey, server: current.body, organiserPrivateKey: keys.privateKey, organiserPublicKey: keys.publicKey },
        link.organiserToken,
      );
      if (answer.ok) replace(answer.body);
      return failureText(answer);
    },
    remove: async () => {
      const answer = await deletePoll(send, server.id, link.organiserToken);
      if (!answer.ok) return failureText(answer);
      forget(server.id);
      void refresh();
      return null;
    },
  };

  const recount = async () => {
    const fresh = await readPoll(send, server.id);
    if (!fresh.ok) return failureText(fresh) as string;
    return countBallots({
      poll,
      pollId: server.id,
      ballots: fresh.body.ballots,
      keys: { pollKey, reveal: fresh.body.reveal, organiser: keys },
    });
  };

  return (
    <div className="vote-room">
      <PollHeader poll={poll} server={server} live={live} />
      {organiser === "damaged" && (
        <p className="notice notice-warning" role="alert">
          {damagedOrganiserMessage}
        </p>
      )}
      {link.role === "organiser" && !closed && (
        <SharePoll
          votingLink={encodeVoteLink({ role: "voter", pollId: link.pollId, pollKey: link.pollKey })}
          organiserLink={encodeVoteLink(link)}
        />
      )}
      {actions && (
        <OrganiserControls closed={closed} revealPending={poll.hiddenResults && !revealed} actions={actions} />
      )}
      {!closed && (
        <BallotPanel
          key={entry.ballotId}
          poll={poll}
          entry={entry}
          sending={sending}
          onCast={(ballot, name) => void cast(ballot, name)}
        />
      )}
      {count && <VoteResult poll={poll} count={count} heading={closed ? "Result" : "Results so far"} />}
      {saved && <SaveNotice saved={saved} savedText="The result is saved to your history." />}
      {count && (
        <RecountPanel
          poll={poll}
          shown={count}
          own={entry.ballot && entry.sent ? { ballotId: entry.ballotId, ballot: entry.ballot } : null}
          onRecount={recount}
        />
      )}
      {!visible && (
        <p className="notice">
          {closed
            ? "The vote is closed. The results are hidden until the organiser reveals them; this page shows them as soon as they do."
            : "The results are hidden until the organiser closes the vote and reveals them."}
        </p>
      )}
    </div>
  );
}

/** The organiser's keys from their link, checked against the poll's public key; null for a voter's link. */
function useOrganiserKeys(link: VoteLink, publicKey: string): OrganiserKeys | "damaged" | null {
  const [keys, setKeys] = useState<OrganiserKeys | "damaged" | null>(null);
  useEffect(() => {
    if (link.role !== "organiser") return;
    let active = true;
    void Promise.all([
      importOrganiserPrivateKey(link.organiserKey, publicKey),
      importOrganiserPublicKey(publicKey),
    ]).then(([privateKey, pointKey]) => {
      if (active) setKeys(privateKey && pointKey ? { privateKey, publicKey: pointKey } : "damaged");
    });
    return () => {
      active = false;
    };
  }, [link, publicKey]);
  return link.role === "organiser" ? keys : null;
}
