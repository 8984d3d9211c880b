import { useId } from "react";
import { CopyButton } from "~/kernel/ui/components/copy-button";

interface DrawCommitmentProps {
  commitment: string;
  listHash: string;
  /** What the draw's seed also commits to, e.g. "2 winners, then 1 alternate" (draws from version 3). */
  drawing?: string;
  publicValue: string;
  /** A draw was just made with the previous secret: this is a fresh one for the next draw. */
  afterDraw: boolean;
  disabled: boolean;
  onPublicValueChange: (value: string) => void;
}

/** What a verifiable draw's host publishes before drawing, and the public value mixed in afterwards. */
export function DrawCommitment(props: DrawCommitmentProps) {
  const { commitment, listHash, drawing, publicValue, afterDraw, disabled, onPublicValueChange } = props;
  const publicId = useId();
  const published =
    `Commitment (SHA-256 of the secret): ${commitment}\nList hash (SHA-256 of the list): ${listHash}` +
    (drawing ? `\nDrawing: ${drawing}` : "");
  return (
    <div className="draw-commitment">
      <h3>Publish before drawing</h3>
      <p className="hint">
        {afterDraw
          ? "A new secret was drawn for the next draw (each secret serves one draw only). Publish its commitment before drawing again."
          : "A secret was drawn on this device. Publish what follows now: afterwards, the receipt shows that none of it was changed."}
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
        {drawing && (
          <>
            <dt>Drawing</dt>
            <dd>{drawing}</dd>
          </>
        )}
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
