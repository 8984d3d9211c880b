import { useOrganisedPolls } from "~/features/vote/hooks/use-organised-polls";
import { votePath } from "~/features/vote/domain/vote-links";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The polls this device organised, each opening as organiser again. */
export function OrganisedPollList() {
  const { polls } = useOrganisedPolls();
  if (polls.length === 0) return null;
  return (
    <section className="vote-organised" aria-labelledby="vote-organised-heading">
      <h2 id="vote-organised-heading">Your polls</h2>
      <p className="hint">Kept on this device only, each with its organiser link.</p>
      <ul>
        {polls.map((poll) => (
          <li key={poll.pollId}>
            <a href={`${votePath}#${poll.link}`}>{poll.question}</a>{" "}
            <span className="hint">made {dateFormat.format(new Date(poll.createdAt))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
