import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useCallback, useEffect, useRef, useState } from "react";
import { describeApiFailure } from "~/features/vote/domain/api-error-words";
import { openPoll, readPoll, type OpenedPoll } from "~/features/vote/domain/poll-actions";
import {
  applyPollEvent,
  mergeBallots,
  readPollEvent,
  type PollEvent,
  type ServerPoll,
} from "~/features/vote/domain/poll-api";
import type { ApiFailure } from "~/features/vote/domain/poll-client";
import { reopenDelayMs } from "~/features/vote/domain/stream-reopening";
import type { VoteLink } from "~/features/vote/domain/vote-links";
import { randomIndex } from "~/kernel/random/domain/random";

/** Whether the live updates are arriving: "lost" while the stream is reopened (by the browser, or by this page). */
export type LiveState = "connecting" | "live" | "lost";

export type FollowedPoll =
  | { status: "loading" }
  /** `problem`: why, to word; `gone`: the poll does not exist (any more): trying again cannot help. */
  | { status: "failed"; problem: MessageDescriptor; gone: boolean }
  | { status: "ready"; opened: OpenedPoll; live: LiveState };

const deleted = msg`This poll does not exist any more: its organiser deleted it, or it expired, and the server has erased it.`;

const send = (input: string, init?: RequestInit) => fetch(input, init);

function failed(failure: ApiFailure): FollowedPoll {
  const gone = failure.kind === "refused" && (failure.status === 404 || failure.code === "wrong_key");
  return { status: "failed", problem: describeApiFailure(failure, navigator.onLine), gone };
}

/** Whether an event tells of something not yet read: a change, or the closing time passing (which writes nothing). */
const isNews = (update: PollEvent, server: ServerPoll) =>
  update.revision > server.revision || (update.closedAt !== null && server.closedAt === null);

/**
 * The poll a link names, opened with its key and followed live: the server's event stream brings the ballots written
 * since its last event, and what it cannot bring (a gap, closing, the reveal) is fetched: only what changed since.
 * A stream the server refused or that stayed shut (browsers reopen only one cut by the network, never one answered
 * with an error such as a 503 while the database is away) is reopened after a wait that grows, and what changed
 * meanwhile is read, so nothing is missed however long the outage.
 * `replace` takes a fresher record the page was given (the answer to closing or revealing); `refresh` asks for what
 * changed.
 */
export function useFollowedPoll(link: VoteLink) {
  const [state, setState] = useState<FollowedPoll>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const current = useRef<OpenedPoll | null>(null);
  const reading = useRef<Promise<void> | null>(null);
  // Set once the server says the poll is gone: nothing is reopened after that.
  const gone = useRef(false);
  const { pollId, pollKey } = link;

  const replace = useCallback((server: ServerPoll, since = 0) => {
    const opened = current.current;
    if (!opened || server.revision < opened.server.revision) return;
    const ballots = since > 0 ? mergeBallots(opened.server.ballots, server.ballots) : server.ballots;
    current.current = { ...opened, server: { ...server, ballots } };
    setState((previous) =>
      previous.status === "ready" ? { ...previous, opened: current.current as OpenedPoll } : previous,
    );
  }, []);

  const refresh = useCallback(async () => {
    // One read at a time; a change during it is read by the next.
    while (reading.current) await reading.current;
    const since = current.current?.server.revision;
    if (since === undefined) return;
    reading.current = readPoll(send, pollId, since).then((answer) => {
      if (answer.ok) replace(answer.body, since);
      else if (answer.failure.kind === "refused" && answer.failure.status === 404) {
        gone.current = true;
        setState({ status: "failed", problem: deleted, gone: true });
      }
    });
    await reading.current;
    reading.current = null;
  }, [pollId, replace]);

  useEffect(() => {
    let active = true;
    let events: EventSource | null = null;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    // Attempts refused in a row; back to none once a stream brings an event.
    let refusals = 0;
    current.current = null;
    gone.current = false;
    const setLive = (live: LiveState) =>
      setState((previous) => (previous.status === "ready" ? { ...previous, live } : previous));

    const follow = () => {
      const stream = new EventSource(`/api/polls/${encodeURIComponent(pollId)}/events`);
      events = stream;
      stream.addEventListener("open", () => setLive("live"));
      stream.addEventListener("error", () => {
        setLive("lost");
        // CONNECTING: the browser reopens it by itself. CLOSED: it never will.
        if (stream.readyState !== EventSource.CLOSED || !active) return;
        const wait = reopenDelayMs(refusals, randomIndex(1000) / 1000);
        refusals += 1;
        reopenTimer = setTimeout(() => {
          // What changed while the page was not following; the read also tells of a deleted poll.
          void refresh().then(() => {
            if (active && !gone.current) follow();
          });
        }, wait);
      });
      stream.addEventListener("poll", (event) => {
        refusals = 0;
        setLive("live");
        const update = readPollEvent((event as MessageEvent<string>).data);
        if (!update) return;
        if (update.deleted) {
          gone.current = true;
          stream.close();
          setState({ status: "failed", problem: deleted, gone: true });
        } else if (current.current && isNews(update, current.current.server)) {
          const applied = applyPollEvent(current.current.server, update);
          if (applied) replace(applied);
          else void refresh();
        }
      });
    };

    void openPoll(send, { role: "voter", pollId, pollKey }).then((answer) => {
      if (!active) return;
      if (!answer.ok) return setState(failed(answer.failure));
      current.current = answer.body;
      setState({ status: "ready", opened: answer.body, live: "connecting" });
      follow();
    });
    return () => {
      active = false;
      clearTimeout(reopenTimer);
      events?.close();
    };
  }, [pollId, pollKey, attempt, refresh, replace]);

  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry, refresh, replace };
}
