import { Plural, Trans } from "@lingui/react/macro";
import { maximumScore } from "~/features/vote/domain/ballot";

const starValues = Array.from({ length: maximumScore + 1 }, (_, stars) => stars);

/** Score: 0 to 5 stars for each option, as a group of radio buttons per option (arrow keys move between stars). */
export function ScoreBallot({
  options,
  scores,
  onChange,
}: {
  options: readonly string[];
  scores: readonly number[];
  onChange: (scores: number[]) => void;
}) {
  return (
    <div className="vote-ballot-options">
      <p className="hint">
        <Trans>Give each option 0 to 5 stars. The two with the most stars go to a runoff.</Trans>
      </p>
      {options.map((option, index) => (
        <fieldset key={index} className="vote-stars">
          <legend>
            <bdi>{option}</bdi>
          </legend>
          {starValues.map((stars) => (
            <label key={stars} className="vote-star">
              <input
                type="radio"
                name={`stars-${index}`}
                checked={scores[index] === stars}
                onChange={() => onChange(scores.map((score, other) => (other === index ? stars : score)))}
              />
              <span aria-hidden="true">{stars === 0 ? "0" : "★".repeat(stars)}</span>
              <span className="visually-hidden">
                <Plural value={stars} one="# star" other="# stars" />
              </span>
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
