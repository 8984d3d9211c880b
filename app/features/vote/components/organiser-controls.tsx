import { useState } from "react";

export interface OrganiserActions {
  close: () => Promise<string | null>;
  reveal: () => Promise<string | null>;
  remove: () => Promise<string | null>;
}

interface OrganiserControlsProps {
  closed: boolean;
  /** The poll hides its results and they are not revealed yet. */
  revealPending: boolean;
  actions: OrganiserActions;
}

/** Close the vote, reveal hidden results, delete the poll: each says what went wrong, if anything did. */
export function OrganiserControls({ closed, revealPending, actions }: OrganiserControlsProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const run = async (action: () => Promise<string | null>) => {
    setBusy(true);
    setProblem(null);
    setProblem(await action());
    setBusy(false);
  };
  return (
    <section className="vote-organiser" aria-labelledby="vote-organiser-heading">
      <h3 id="vote-organiser-heading">Organiser</h3>
      <div className="button-row">
        {!closed && (
          <button type="button" className="button" disabled={busy} onClick={() => void run(actions.close)}>
            Close the vote
          </button>
        )}
        {closed && revealPending && (
          <button type="button" className="button" disabled={busy} onClick={() => void run(actions.reveal)}>
            Reveal the results
          </button>
        )}
        {!confirmingDelete ? (
          <button
            type="button"
            className="button button-danger"
            disabled={busy}
            onClick={() => setConfirmingDelete(true)}
          >
            Delete the poll
          </button>
        ) : (
          <>
            <button
              type="button"
              className="button button-danger"
              disabled={busy}
              onClick={() => void run(actions.remove)}
            >
              Delete it and every ballot now
            </button>
            <button type="button" className="button" onClick={() => setConfirmingDelete(false)}>
              Keep it
            </button>
          </>
        )}
      </div>
      {revealPending && (
        <p className="hint">
          Only you can see the results until you reveal them: the ballots are sealed to your organiser link.
        </p>
      )}
      {problem && (
        <p className="notice notice-warning" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
