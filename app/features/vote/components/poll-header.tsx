import type { Poll } from "~/features/vote/domain/poll";
import type { ServerPoll } from "~/features/vote/domain/poll-api";
import type { LiveState } from "~/features/vote/hooks/use-followed-poll";
import { countOf } from "~/kernel/format/domain/count";

const methodWords: Record<Poll["method"], string> = {
  approval: "Approval vote: tick every option you would be happy with.",
  ranked: "Ranked vote: put the options in your order.",
  score: "Score vote: 0 to 5 stars for each option, then a runoff between the two with most stars (STAR).",
};
const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const liveWords: Record<LiveState, string> = {
  connecting: "Connecting to live updates…",
  live: "Live: updates as people vote.",
  lost: "Live updates are interrupted; reconnecting…",
};

/** The question, how to vote, and the ballot count, which updates live (and is announced as it changes). */
export function PollHeader({ poll, server, live }: { poll: Poll; server: ServerPoll; live: LiveState }) {
  const closed = server.closedAt !== null;
  return (
    <section className="vote-header" aria-labelledby="vote-question">
      <h2 id="vote-question" dir="auto">
        {poll.question}
      </h2>
      <p>{methodWords[poll.method]}</p>
      <p className="vote-count" role="status">
        <strong>{countOf(server.ballotCount, "ballot")}</strong> cast
        {closed ? "; the vote is closed." : "."}
      </p>
      <p className="hint">
        {closed
          ? `Closed ${timeFormat.format(new Date(server.closedAt as string))}.`
          : server.closesAt
            ? `Closes ${timeFormat.format(new Date(server.closesAt))}.`
            : "Open until the organiser closes it."}{" "}
        {!closed && liveWords[live]}
      </p>
    </section>
  );
}
