import { useId } from "react";
import { CopyButton } from "~/components/copy-button";

interface DrawCommitmentProps {
  commitment: string;
  listHash: string;
  publicValue: string;
  /** A draw was just made with the previous secret: this is a fresh one for the next draw. */
  afterDraw: boolean;
  disabled: boolean;
  onPublicValueChange: (value: string) => void;
}

/** What a verifiable draw's host publishes before drawing, and the public value mixed in afterwards. */
export function DrawCommitment(props: DrawCommitmentProps) {
  const { commitment, listHash, publicValue, afterDraw, disabled, onPublicValueChange } = props;
  const publicId = useId();
  const published = `Commitment (SHA-256 of the secret): ${commitment}\nList hash (SHA-256 of the list): ${listHash}`;
  return (
    <div className="draw-commitment">
      <h3>Publish before drawing</h3>
      <p className="hint">
        {afterDraw
          ? "A new secret was drawn for the next draw (each secret serves one draw only). Publish its commitment before drawing again."
          : "A secret was drawn on this device. Publish these two hashes now: afterwards, the receipt shows that the secret and the list were not changed."}
      </p>
      <dl>
        <dt>Commitment (SHA-256 of the secret)</dt>
        <dd>
          <code>{commitment}</code>
        </dd>
        <dt>List hash (SHA-256 of the list)</dt>
        <dd>
          <code>{listHash}</code>
        </dd>
      </dl>
      <CopyButton text={published} label="Copy commitment" fieldLabel="The commitment as text" />
      <div className="count-field">
        <label htmlFor={publicId}>Public value (optional)</label>
        <p id={`${publicId}-hint`} className="hint">
          Chosen after publishing, by no one here: e.g. tonight’s lottery numbers or a public beacon round.
        </p>
        <input
          id={publicId}
          type="text"
          autoComplete="off"
          value={publicValue}
          disabled={disabled}
          aria-describedby={`${publicId}-hint`}
          onChange={(event) => onPublicValueChange(event.target.value)}
        />
      </div>
    </div>
  );
}
