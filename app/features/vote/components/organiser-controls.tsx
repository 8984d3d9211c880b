import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";

export interface OrganiserActions {
  close: () => Promise<MessageDescriptor | null>;
  reveal: () => Promise<MessageDescriptor | null>;
  remove: () => Promise<MessageDescriptor | null>;
}

interface OrganiserControlsProps {
  closed: boolean;
  /** The poll hides its results and they are not revealed yet. */
  revealPending: boolean;
  actions: OrganiserActions;
}

/** Close the vote, reveal hidden results, delete the poll: each says what went wrong, if anything did. */
export function OrganiserControls({ closed, revealPending, actions }: OrganiserControlsProps) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const run = async (action: () => Promise<MessageDescriptor | null>) => {
    setBusy(true);
    setProblem(null);
    setProblem(await action());
    setBusy(false);
  };
  return (
    <section className="vote-organiser" aria-labelledby="vote-organiser-heading">
      <h3 id="vote-organiser-heading">
        <Trans>Organiser</Trans>
      </h3>
      <div className="button-row">
        {!closed && (
          <button type="button" className="button" disabled={busy} onClick={() => void run(actions.close)}>
            <Trans>Close the vote</Trans>
          </button>
        )}
        {closed && revealPending && (
          <button type="button" className="button" disabled={busy} onClick={() => void run(actions.reveal)}>
            <Trans>Reveal the results</Trans>
          </button>
        )}
        {!confirmingDelete ? (
          <button
            type="button"
            className="button button-danger"
            disabled={busy}
            onClick={() => setConfirmingDelete(true)}
          >
            <Trans>Delete the poll</Trans>
          </button>
        ) : (
          <>
            <button
              type="button"
              className="button button-danger"
              disabled={busy}
              onClick={() => void run(actions.remove)}
            >
              <Trans>Delete it and every ballot now</Trans>
            </button>
            <button type="button" className="button" onClick={() => setConfirmingDelete(false)}>
              <Trans>Keep it</Trans>
            </button>
          </>
        )}
      </div>
      {revealPending && (
        <p className="hint">
          <Trans>
            Only you can see the results until you reveal them: the ballots are sealed to your organiser link.
          </Trans>
        </p>
      )}
      {problem && (
        <p className="notice notice-warning" role="alert">
          {i18n._(problem)}
        </p>
      )}
    </section>
  );
}
