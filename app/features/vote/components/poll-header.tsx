import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, useLingui } from "@lingui/react/macro";
import { formatDateTime } from "~/kernel/format/domain/intl-dates";
import type { Poll } from "~/features/vote/domain/poll";
import type { ServerPoll } from "~/features/vote/domain/poll-api";
import type { LiveState } from "~/features/vote/hooks/use-followed-poll";

const methodWords: Record<Poll["method"], MessageDescriptor> = {
  approval: msg`Approval vote: tick every option you would be happy with.`,
  ranked: msg`Ranked vote, counted by Ranked Pairs: put the options in your order; the option that beats the others head to head wins.`,
  score: msg`Score vote: 0 to 5 stars for each option, then a runoff between the two with most stars (STAR).`,
};
const liveWords: Record<LiveState, MessageDescriptor> = {
  connecting: msg`Connecting to live updates…`,
  live: msg`Live: updates as people vote.`,
  lost: msg`Live updates are interrupted; reconnecting…`,
};

/** The question, how to vote, and the ballot count, which updates live (and is announced as it changes). */
export function PollHeader({ poll, server, live }: { poll: Poll; server: ServerPoll; live: LiveState }) {
  const { t, i18n } = useLingui();
  const closed = server.closedAt !== null;
  const count = server.ballotCount;
  let when: string;
  if (closed) {
    const time = formatDateTime(new Date(server.closedAt as string), i18n.locale);
    when = t`Closed ${time}.`;
  } else if (server.closesAt) {
    const time = formatDateTime(new Date(server.closesAt), i18n.locale);
    when = t`Closes ${time}.`;
  } else {
    when = t`Open until the organiser closes it.`;
  }
  return (
    <section className="vote-header" aria-labelledby="vote-question">
      <h2 id="vote-question" dir="auto">
        {poll.question}
      </h2>
      <p>{i18n._(methodWords[poll.method])}</p>
      <p className="vote-count" role="status">
        {/* Each branch one whole sentence, so that every language agrees its verb with the count. */}
        {closed ? (
          <Plural
            value={count}
            one={
              <span>
                <strong># ballot</strong> cast; the vote is closed.
              </span>
            }
            other={
              <span>
                <strong># ballots</strong> cast; the vote is closed.
              </span>
            }
          />
        ) : (
          <Plural
            value={count}
            one={
              <span>
                <strong># ballot</strong> cast.
              </span>
            }
            other={
              <span>
                <strong># ballots</strong> cast.
              </span>
            }
          />
        )}
      </p>
      <p className="hint">
        {when} {!closed && i18n._(liveWords[live])}
      </p>
    </section>
  );
}
