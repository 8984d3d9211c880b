import { Trans } from "@lingui/react/macro";

/** Approval: a tick for every option the voter would be happy with. */
export function ApprovalBallot({
  options,
  approved,
  onChange,
}: {
  options: readonly string[];
  approved: readonly number[];
  onChange: (approved: number[]) => void;
}) {
  return (
    <fieldset className="vote-ballot-options">
      <legend>
        <Trans>Tick every option you would be happy with</Trans>
      </legend>
      {options.map((option, index) => (
        <label key={index} className="checkbox-row">
          <input
            type="checkbox"
            checked={approved.includes(index)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...approved, index].sort((a, b) => a - b)
                  : approved.filter((kept) => kept !== index),
              )
            }
          />
          <bdi>{option}</bdi>
        </label>
      ))}
    </fieldset>
  );
}
