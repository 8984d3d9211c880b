import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { BallotPanel } from "~/features/vote/components/ballot-panel";
import { OrganiserControls } from "~/features/vote/components/organiser-controls";
import { PollHeader } from "~/features/vote/components/poll-header";
import { RecountPanel } from "~/features/vote/components/recount-panel";
import { SharePoll } from "~/features/vote/components/share-poll";
import { VoteResult } from "~/features/vote/components/vote-result";
import type { VoteCount } from "~/features/vote/domain/count";
import type { OpenedPoll } from "~/features/vote/domain/poll-actions";
import { encodeVoteLink, type VoteLink } from "~/features/vote/domain/vote-links";
import { useDeviceBallot } from "~/features/vote/hooks/use-device-ballot";
import { useFollowedPoll, type LiveState } from "~/features/vote/hooks/use-followed-poll";
import { damagedOrganiserWords, useOrganiserKeys } from "~/features/vote/hooks/use-organiser-keys";
import { recountPoll, useCastBallot, useOrganiserActions } from "~/features/vote/hooks/use-poll-actions";
import { useShownCount } from "~/features/vote/hooks/use-shown-count";
import { useVotePagePath } from "~/features/vote/hooks/use-vote-link";
import { SaveNotice } from "~/kernel/records/components/save-notice";

/** A poll opened from its link: loading, a problem to show (with a retry where one can help), or the poll itself. */
export default function PollRoom({ link }: { link: VoteLink }) {
  const { i18n } = useLingui();
  const newVotePath = useVotePagePath();
  const { state, retry, refresh, replace } = useFollowedPoll(link);
  if (state.status === "loading") {
    return (
      <p role="status">
        <Trans>Opening the poll…</Trans>
      </p>
    );
  }
  if (state.status === "failed") {
    // Deliberately written again in vote-page.tsx (its damaged link): see the reason there.
    return (
      <section className="decider" aria-labelledby="vote-problem-heading">
        <h2 id="vote-problem-heading">
          <Trans>This poll cannot be shown</Trans>
        </h2>
        <p className="notice notice-warning" role="alert">
          {i18n._(state.problem)}
        </p>
        <div className="button-row">
          {!state.gone && (
            <button type="button" className="button" onClick={retry}>
              <Trans>Try again</Trans>
            </button>
          )}
          <a className="button" href={newVotePath}>
            <Trans>Start a new vote</Trans>
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

/** The poll itself: the organiser's links and controls, this device's ballot, the count and its check. */
function OpenPollRoom({ link, opened, live, refresh, replace }: OpenPollRoomProps) {
  const { t, i18n } = useLingui();
  const { poll, server } = opened;
  const organiser = useOrganiserKeys(link, poll.organiserPublicKey);
  const keys = organiser === "damaged" ? null : organiser;
  const device = useDeviceBallot(server.id, poll);
  const { entry } = device;
  const { visible, count, saved } = useShownCount(opened, keys, device);
  const { sending, cast } = useCastBallot(opened, device);
  const actions = useOrganiserActions(link, opened, keys, { refresh, replace });
  const closed = server.closedAt !== null;

  return (
    <div className="vote-room">
      <PollHeader poll={poll} server={server} live={live} />
      {organiser === "damaged" && (
        <p className="notice notice-warning" role="alert">
          {i18n._(damagedOrganiserWords)}
        </p>
      )}
      {link.role === "organiser" && !closed && (
        <SharePoll
          votingLink={encodeVoteLink({ role: "voter", pollId: link.pollId, pollKey: link.pollKey })}
          organiserLink={encodeVoteLink(link)}
        />
      )}
      {actions && (
        <OrganiserControls
          closed={closed}
          revealPending={poll.hiddenResults && server.reveal === null}
          actions={actions}
        />
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
      {count && <VoteResult poll={poll} count={count} heading={closed ? t`Result` : t`Results so far`} />}
      {saved && <SaveNotice saved={saved} savedText={t`The result is saved to your history.`} />}
      {count && (
        <RecountPanel
          poll={poll}
          shown={count}
          own={entry.ballot && entry.sent ? { ballotId: entry.ballotId, ballot: entry.ballot } : null}
          onRecount={async () => {
            const recount = await recountPoll(opened, keys);
            return isCount(recount) ? recount : i18n._(recount);
          }}
        />
      )}
      {!visible && <HiddenResultsNotice closed={closed} />}
    </div>
  );
}

/** Where this device may not see the results yet: when it will. */
function HiddenResultsNotice({ closed }: { closed: boolean }) {
  return (
    <p className="notice">
      {closed ? (
        <Trans>
          The vote is closed. The results are hidden until the organiser reveals them; this page shows them as soon as
          they do.
        </Trans>
      ) : (
        <Trans>The results are hidden until the organiser closes the vote and reveals them.</Trans>
      )}
    </p>
  );
}

/** Whether a recount answered with a count, rather than why it could not be made. */
const isCount = (recount: VoteCount | MessageDescriptor): recount is VoteCount => "rows" in recount;
