import { shownName } from "~/kernel/receipts/domain/shown-text";
import { CopyButton } from "~/kernel/ui/components/copy-button";
import type { OutcomeNote } from "~/kernel/receipts/domain/outcome-notes";
import type { ReceiptOutcome, Verdict } from "~/kernel/receipts/domain/verdict";

/** The names as a list, or "none". */
function Names({ label, names }: { label: string; names: readonly string[] }) {
  if (names.length === 0) return <p>{`${label}: none.`}</p>;
  return (
    <div className="drawn-list">
      <h4>{label}</h4>
      <ol aria-label={label}>
        {names.map((name, index) => (
          <li key={index}>
            <bdi>{shownName(name)}</bdi>
          </li>
        ))}
      </ol>
    </div>
  );
}

function Outcome({ outcome }: { outcome: ReceiptOutcome }) {
  if (outcome.kind === "draw") {
    return (
      <>
        <Names label="Winners" names={outcome.winners} />
        <Names label="Alternates" names={outcome.alternates} />
      </>
    );
  }
  return (
    <>
      {outcome.teams.map((team, index) => (
        <Names key={index} label={`Team ${index + 1}`} names={team} />
      ))}
    </>
  );
}

/** What the host should have published before the result, to compare with what they did publish, and where. */
function PublishedBefore({ published }: { published: Verdict["published"] }) {
  if ("statement" in published) {
    return (
      <>
        <pre className="statement" aria-label="Statement">
          {published.statement}
        </pre>
        <p>
          Or, where a post was too short, its SHA-256 (the commitment): <code>{published.commitment}</code>
        </p>
        <CopyButton text={published.commitment} label="Copy the commitment" fieldLabel="The commitment" />
      </>
    );
  }
  return (
    <dl>
      <dt>Commitment (SHA-256 of the secret)</dt>
      <dd>
        <code>{published.commitment}</code>
      </dd>
      <dt>List hash</dt>
      <dd>
        <code>{published.listHash}</code>
      </dd>
      {published.counts && (
        <>
          <dt>Drawing</dt>
          <dd>{`${published.counts.winners} winners, ${published.counts.alternates} alternates`}</dd>
        </>
      )}
    </dl>
  );
}

/** Names in the result that look alike, or hold what looks like list punctuation: each is still one name. */
function LookTwice({ notes }: { notes: readonly OutcomeNote[] }) {
  if (notes.length === 0) return null;
  return (
    <div className="notice notice-warning" role="note" aria-label="Look twice">
      <h4>Look twice at these names</h4>
      <ul>
        {notes.map((note, index) =>
          note.kind === "lookalike" ? (
            <li key={index}>
              <bdi>{shownName(note.names[0])}</bdi> and <bdi>{shownName(note.names[1])}</bdi> look alike but are
              different names.
            </li>
          ) : (
            <li key={index}>
              <bdi>{shownName(note.name)}</bdi>
              {` holds ${note.characters.join(", ")}, which looks like list punctuation: it is one name.`}
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

/**
 * A verified receipt's verdict: the outcome, names in it to look at twice, what should have been published before it,
 * and what is not proven.
 */
export function VerdictView({
  verdict,
  outcome,
  notes,
}: {
  verdict: Verdict;
  outcome: ReceiptOutcome;
  notes: readonly OutcomeNote[];
}) {
  return (
    <div className="verify-result verify-passed">
      <h3>{verdict.publicValue ? "Verified" : "Verified, with no public value"}</h3>
      <p>{verdict.headline}</p>
      <Outcome outcome={outcome} />
      <LookTwice notes={notes} />
      <h4>Published before the draw, there should be:</h4>
      <PublishedBefore published={verdict.published} />
      <p className="hint">
        Find it in a post, page or message dated before the draw, and compare it character by character: search the post
        for the commitment, since a search finds only the exact text.
      </p>
      {verdict.publicValue && (
        <>
          <h4>Public value</h4>
          <p>
            <code>{verdict.publicValue.shown}</code>
            {`, declared as ${verdict.publicValue.source}. The statement had to be published before ${verdict.publicValue.existedFrom}; check the value against ${verdict.publicValue.where}.`}
          </p>
        </>
      )}
      <h4>Not proven by this receipt</h4>
      <ul>
        {verdict.notProven.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
