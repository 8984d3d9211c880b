import { Trans } from "@lingui/react/macro";
import { useOrganisedPolls } from "~/features/vote/hooks/use-organised-polls";
import { useVotePagePath } from "~/features/vote/hooks/use-vote-link";
import { formatDateTime } from "~/kernel/format/domain/intl-dates";
import { usePageLocale } from "~/kernel/format/hooks/use-page-locale";

/** The polls this device organised, each opening as organiser again. */
export function OrganisedPollList() {
  const { polls } = useOrganisedPolls();
  const votePagePath = useVotePagePath();
  const locale = usePageLocale();
  if (polls.length === 0) return null;
  return (
    <section className="vote-organised" aria-labelledby="vote-organised-heading">
      <h2 id="vote-organised-heading">
        <Trans>Your polls</Trans>
      </h2>
      <p className="hint">
        <Trans>Kept on this device only, each with its organiser link.</Trans>
      </p>
      <ul>
        {polls.map((poll) => {
          const made = formatDateTime(new Date(poll.createdAt), locale);
          return (
            <li key={poll.pollId}>
              <a href={`${votePagePath}#${poll.link}`} dir="auto">
                {poll.question}
              </a>{" "}
              <span className="hint">
                <Trans>made {made}</Trans>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
