import { Trans } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { CreatePollForm } from "~/features/vote/components/create-poll-form";
import { OrganisedPollList } from "~/features/vote/components/organised-poll-list";
import { useVoteLink, useVotePagePath } from "~/features/vote/hooks/use-vote-link";

// Everything after the new-poll form (ballots, results, the recount) loads when a poll's link is opened.
const PollRoom = lazy(() => import("~/features/vote/components/poll-room"));

/** /vote: a new poll, or the poll whose link the page was opened with. */
export function VotePage() {
  const link = useVoteLink();
  const newVotePath = useVotePagePath();
  if (link.status === "opened") {
    return (
      <Suspense
        fallback={
          <p role="status">
            <Trans>Opening the poll…</Trans>
          </p>
        }
      >
        <PollRoom key={`${link.link.pollId}.${link.link.role}`} link={link.link} />
      </Suspense>
    );
  }
  if (link.status === "damaged") {
    // Deliberately written again in poll-room.tsx (its poll that would not open): one shared panel would travel in a
    // small chunk of its own that /vote's first visit loads, 0.14 KB gzip more there, measured.
    return (
      <section className="decider" aria-labelledby="vote-problem-heading">
        <h2 id="vote-problem-heading">
          <Trans>This poll cannot be shown</Trans>
        </h2>
        <p className="notice notice-warning" role="alert">
          <Trans>
            This link is damaged: part of it is missing or was changed. Ask for the link again and copy the whole of it.
          </Trans>
        </p>
        <a className="button" href={newVotePath}>
          <Trans>Start a new vote</Trans>
        </a>
      </section>
    );
  }
  return (
    <>
      <CreatePollForm />
      <OrganisedPollList />
    </>
  );
}
