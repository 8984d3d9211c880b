import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { shownName } from "~/kernel/receipts/domain/shown-text";
import { CopyButton } from "~/kernel/ui/components/copy-button";
import type { OutcomeNote } from "~/kernel/receipts/domain/outcome-notes";
import type { ReceiptOutcome, ValueSource, Verdict } from "~/kernel/receipts/domain/verdict";
import { wordHeadline, wordNotProven } from "~/features/verify/components/verdict-words";

// A teams receipt of thousands of people would lay out thousands of rows at once as its verdict appears: each list
// shows its first names, and the rest when asked for.
const firstNamesShown = 200;

/** The names as a list, or "none". */
function Names({ label, names }: { label: string; names: readonly string[] }) {
  const { t } = useLingui();
  const [showAll, setShowAll] = useState(false);
  if (names.length === 0) return <p>{t`${label}: none.`}</p>;
  const shown = showAll ? names : names.slice(0, firstNamesShown);
  const total = names.length;
  return (
    <div className="drawn-list">
      <h4>{label}</h4>
      <ol aria-label={label}>
        {shown.map((name, index) => (
          <li key={index}>
            <bdi>{shownName(name)}</bdi>
          </li>
        ))}
      </ol>
      {shown.length < total && (
        <button type="button" className="button" onClick={() => setShowAll(true)}>
          {t`${plural(total, { one: "Show all # name", other: "Show all # names" })}`}
        </button>
      )}
    </div>
  );
}

function Outcome({ outcome }: { outcome: ReceiptOutcome }) {
  const { t } = useLingui();
  if (outcome.kind === "draw") {
    return (
      <>
        <Names label={t`Winners`} names={outcome.winners} />
        <Names label={t`Alternates`} names={outcome.alternates} />
      </>
    );
  }
  return (
    <>
      {outcome.teams.map((team, index) => {
        const number = index + 1;
        return <Names key={index} label={t`Team ${number}`} names={team} />;
      })}
    </>
  );
}

/** What the host should have published before the result, to compare with what they did publish, and where. */
function PublishedBefore({ published }: { published: Verdict["published"] }) {
  const { t } = useLingui();
  if ("statement" in published) {
    const { commitment } = published;
    return (
      <>
        <pre className="statement" aria-label={t`Statement`}>
          {published.statement}
        </pre>
        <p>
          <Trans>
            Or, where a post was too short, its SHA-256 (the commitment): <code>{commitment}</code>
          </Trans>
        </p>
        <CopyButton text={commitment} label={t`Copy the commitment`} fieldLabel={t`The commitment`} />
      </>
    );
  }
  const { winners = 0, alternates = 0 } = published.counts ?? {};
  return (
    <dl>
      <dt>{t`Commitment (SHA-256 of the secret)`}</dt>
      <dd>
        <code>{published.commitment}</code>
      </dd>
      <dt>{t`List hash`}</dt>
      <dd>
        <code>{published.listHash}</code>
      </dd>
      {published.counts && (
        <>
          <dt>{t`Drawing`}</dt>
          <dd>
            {t`${plural(winners, { one: "# winner", other: "# winners" })}, ${plural(alternates, { one: "# alternate", other: "# alternates" })}`}
          </dd>
        </>
      )}
    </dl>
  );
}

/** Names in the result that look alike, or hold what looks like list punctuation: each is still one name. */
function LookTwice({ notes }: { notes: readonly OutcomeNote[] }) {
  const { t } = useLingui();
  if (notes.length === 0) return null;
  return (
    <div className="notice notice-warning" role="note" aria-label={t`Look twice`}>
      <h4>{t`Look twice at these names`}</h4>
      <ul>
        {notes.map((note, index) =>
          note.kind === "lookalike" ? (
            <li key={index}>
              <LookAlike first={shownName(note.names[0])} second={shownName(note.names[1])} />
            </li>
          ) : (
            <li key={index}>
              <ListPunctuation name={shownName(note.name)} characters={note.characters.join(", ")} />
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

function LookAlike({ first, second }: { first: string; second: string }) {
  return (
    <Trans>
      <bdi>{first}</bdi> and <bdi>{second}</bdi> look alike but are different names.
    </Trans>
  );
}

function ListPunctuation({ name, characters }: { name: string; characters: string }) {
  return (
    <Trans>
      <bdi>{name}</bdi> holds {characters}, which looks like list punctuation: it is one name.
    </Trans>
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
  const { t, i18n } = useLingui();
  return (
    <div className="verify-result verify-passed">
      <h3>{verdict.publicValue ? t`Verified` : t`Verified, with no public value`}</h3>
      <p>{wordHeadline(i18n, verdict)}</p>
      <Outcome outcome={outcome} />
      <LookTwice notes={notes} />
      <h4>{t`Published before the draw, there should be:`}</h4>
      <PublishedBefore published={verdict.published} />
      <p className="hint">
        <Trans>
          Find it in a post, page or message dated before the draw, and compare it character by character: search the
          post for the commitment, since a search finds only the exact text.
        </Trans>
      </p>
      {verdict.publicValue && <PublicValue publicValue={verdict.publicValue} />}
      <h4>{t`Not proven by this receipt`}</h4>
      <ul>
        {verdict.notProven.map((item) => (
          <li key={item}>{wordNotProven(i18n, verdict, item)}</li>
        ))}
      </ul>
    </div>
  );
}

/** The public value the seed mixed in, its declared source, and where and from when to check it. */
function PublicValue({ publicValue }: { publicValue: NonNullable<Verdict["publicValue"]> }) {
  const { t } = useLingui();
  return (
    <>
      <h4>{t`Public value`}</h4>
      <p>
        <DeclaredSource shown={publicValue.shown} source={publicValue.source} />
      </p>
    </>
  );
}

function DeclaredSource({ shown, source }: { shown: string; source: ValueSource }) {
  switch (source.type) {
    case "lottery": {
      const { lottery, drawDate } = source;
      return (
        <Trans>
          <code>{shown}</code>, declared as lottery numbers. The statement had to be published before the {lottery} draw
          of {drawDate}; check the value against the lottery’s official results for that draw.
        </Trans>
      );
    }
    case "drand": {
      const { round, due, chainHash } = source;
      return (
        <Trans>
          <code>{shown}</code>, declared as drand randomness. The statement had to be published before drand round{" "}
          {round}, due {due}; check the value against https://api.drand.sh/{chainHash}/public/{round} (or a drand
          client, which also checks the round’s signature).
        </Trans>
      );
    }
    case "bitcoin": {
      const { height } = source;
      return (
        <Trans>
          <code>{shown}</code>, declared as Bitcoin block hash. The statement had to be published before Bitcoin block{" "}
          {height} was mined; check the value against any block explorer’s page for block {height}.
        </Trans>
      );
    }
    case "text": {
      const { date, spelling } = source;
      const named = source.source;
      return (
        <Trans>
          <code>{shown}</code>, declared as text. The statement had to be published before the public value became known
          ({date}); check the value against {named}, spelt as the statement says (“{spelling}”): no checker can test
          free text.
        </Trans>
      );
    }
    case "typed":
      return (
        <Trans>
          <code>{shown}</code>, declared as typed by hand (versions before 4 declare no source). The statement had to be
          published before the public value existed; check the value against its source.
        </Trans>
      );
  }
}
