import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useEffect, useEffectEvent, useState } from "react";
import { describeApiFailure } from "~/features/vote/domain/api-error-words";
import type { Ballot } from "~/features/vote/domain/ballot";
import {
  castBallot,
  closePoll,
  deletePoll,
  readPoll,
  revealPoll,
  type OpenedPoll,
} from "~/features/vote/domain/poll-actions";
import type { ApiResult } from "~/features/vote/domain/poll-client";
import type { VoteLink } from "~/features/vote/domain/vote-links";
import type { useDeviceBallot } from "~/features/vote/hooks/use-device-ballot";
import type { LiveState } from "~/features/vote/hooks/use-followed-poll";
import { damagedOrganiserWords, type OrganiserKeys } from "~/features/vote/hooks/use-organiser-keys";
import { useOrganisedPolls } from "~/features/vote/hooks/use-organised-polls";
import { countBallots } from "~/features/vote/hooks/use-vote-count";

const send = (input: string, init?: RequestInit) => fetch(input, init);
const failureWords = <T>(answer: ApiResult<T>): MessageDescriptor | null =>
  answer.ok ? null : describeApiFailure(answer.failure, navigator.onLine);

export type Sending =
  | { status: "idle" }
  | { status: "sending" }
  | { status: "failed"; problem: MessageDescriptor }
  /** No answer came (offline, or the server out of reach): the ballot is kept and sent again once one can come. */
  | { status: "waiting"; problem: MessageDescriptor };

const keptOffline = msg`You are offline. Your ballot is kept on this device and will be sent when you are back online.`;
const keptUnreachable = msg`The vote server cannot be reached just now. Your ballot is kept on this device and will be sent as soon as it answers.`;

/**
 * Casting this device's ballot: kept on the device first (not sent yet), then sent; a ballot the server did not take
 * stays, with the reason, to be sent again. One that got no answer at all is sent again by itself when the browser is
 * back online or the poll's live updates come back (`live`), while the poll is open. The poll's event stream brings it
 * back with the others.
 */
export function useCastBallot(
  { poll, server, pollKey }: OpenedPoll,
  { entry, save }: ReturnType<typeof useDeviceBallot>,
  live: LiveState,
) {
  const [sending, setSending] = useState<Sending>({ status: "idle" });
  const cast = async (ballot: Ballot, name: string) => {
    const next = { ...entry, ballot, name, sent: false };
    save(next);
    setSending({ status: "sending" });
    const answer = await castBallot(
      send,
      { poll, pollKey, pollId: server.id, revealed: server.reveal !== null },
      { ballotId: entry.ballotId, token: entry.token, name: name || null },
      ballot,
    );
    if (!answer.ok && answer.failure.kind === "unreachable")
      return setSending({ status: "waiting", problem: navigator.onLine ? keptUnreachable : keptOffline });
    const failure = failureWords(answer);
    if (failure) return setSending({ status: "failed", problem: failure });
    save({ ...next, sent: true });
    setSending({ status: "idle" });
  };
  const open = server.closedAt === null;
  const sendAgain = useEffectEvent(() => {
    if (sending.status === "waiting" && open && entry.ballot && !entry.sent) void cast(entry.ballot, entry.name);
  });
  useEffect(() => {
    window.addEventListener("online", sendAgain);
    return () => window.removeEventListener("online", sendAgain);
  }, []);
  useEffect(() => {
    // The stream's return is news from outside React (the server answers again): the kept ballot goes now.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (live === "live") sendAgain();
  }, [live]);
  return { sending, cast };
}

/** The organiser's close, reveal and delete, each answering why it failed (to word) or null; false for a voter's link. */
export function useOrganiserActions(
  link: VoteLink,
  { server, pollKey }: OpenedPoll,
  keys: OrganiserKeys | null,
  { refresh, replace }: { refresh: () => Promise<void>; replace: (server: OpenedPoll["server"]) => void },
) {
  const { forget } = useOrganisedPolls();
  return (
    link.role === "organiser" && {
      close: async () => {
        const answer = await closePoll(send, server.id, link.organiserToken);
        if (answer.ok) replace(answer.body);
        return failureWords(answer);
      },
      reveal: async () => {
        if (!keys) return damagedOrganiserWords;
        const current = await readPoll(send, server.id);
        if (!current.ok) return failureWords(current);
        const answer = await revealPoll(
          send,
          { pollKey, server: current.body, organiserPrivateKey: keys.privateKey, organiserPublicKey: keys.publicKey },
          link.organiserToken,
        );
        if (answer.ok) replace(answer.body);
        return failureWords(answer);
      },
      remove: async () => {
        const answer = await deletePoll(send, server.id, link.organiserToken);
        if (!answer.ok) return failureWords(answer);
        forget(server.id);
        void refresh();
        return null;
      },
    }
  );
}

/** Every ballot fetched again and counted from scratch: the count, or why it could not be. */
export async function recountPoll({ poll, server, pollKey }: OpenedPoll, keys: OrganiserKeys | null) {
  const fresh = await readPoll(send, server.id);
  if (!fresh.ok) return failureWords(fresh) as MessageDescriptor;
  return countBallots({
    poll,
    pollId: server.id,
    ballots: fresh.body.ballots,
    keys: { pollKey, reveal: fresh.body.reveal, organiser: keys },
  });
}
