import { useEffect, useState } from "react";
import { CopyButton } from "~/kernel/ui/components/copy-button";
import { PublicValueEntry, type TypedPublicValue } from "~/kernel/receipts/components/public-value-entry";
import { SourceFields } from "~/kernel/receipts/components/source-fields";
import { formatLocalDate } from "~/kernel/format/domain/local-date";
import { spelledPublicValue, spellingProblem } from "~/kernel/receipts/domain/public-value";
import { hashSecretHex, hashText } from "~/kernel/receipts/domain/receipt-hashes";
import { emptySourceForm, readSourceForm } from "~/kernel/receipts/domain/source-form";
import { writeStatement, type StatementCounts } from "~/kernel/receipts/domain/statement";
import type { Composed } from "~/kernel/receipts/hooks/use-verifiable-mode";

interface StatementComposerProps {
  secret: Uint8Array;
  counts: StatementCounts | null;
  listHash: string;
  afterResult: boolean;
  disabled: boolean;
  onRenewSecret: () => void;
  onComposed: (composed: Composed) => void;
}

/** The time, a minute at a time: a public value that has come out since the page opened no longer lies ahead. */
function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The statement a verifiable draw or split publishes before it (docs/verifiable-draws.md, section 3), written live from
 * the list, the numbers, the secret and the public value's declared source; then the public value, typed once it
 * exists in the spelling its source fixes. One secret a statement: a change after the statement was copied draws a
 * new secret, and the host publishes the new statement instead of the old.
 */
export function StatementComposer(props: StatementComposerProps) {
  const { secret, counts, listHash, afterResult, disabled, onRenewSecret, onComposed } = props;
  const [form, setForm] = useState(emptySourceForm);
  const [typed, setTyped] = useState<TypedPublicValue>({ main: "", bonus: "" });
  const [published, setPublished] = useState<{ secret: Uint8Array; statement: string } | null>(null);
  const [withdrawn, setWithdrawn] = useState(false);
  const now = useMinute();
  const isPublished = published?.secret === secret;
  const reading = readSourceForm(form, { today: formatLocalDate(now), now, published: isPublished });
  const source = reading.ok ? reading.source : null;
  const statement = counts && source ? writeStatement(counts, listHash, hashSecretHex(secret), source) : null;
  const spelled = source ? spelledPublicValue(source, typed.main, typed.bonus) : "";
  const spelling = source && source.type !== "none" ? spellingProblem(spelled, source) : null;
  const reason = !counts
    ? "Complete the list and the numbers to write the statement."
    : !reading.ok
      ? reading.problem
      : spelling && `Type the public value once it is known: as typed, it is ${spelling}.`;

  const changed = isPublished && statement !== null && statement !== published.statement;
  // The published statement no longer holds: its secret is withdrawn with it, and the host publishes the new one.
  if (changed && !withdrawn) setWithdrawn(true);
  useEffect(() => {
    if (changed) onRenewSecret();
  }, [changed, onRenewSecret]);
  useEffect(() => {
    onComposed(
      statement && source && !reason
        ? { ok: true, source, publicValue: spelled, statement }
        : { ok: false, reason: reason || "" },
    );
    // The source is read from the form anew each render; the statement holds every part of it.
  }, [statement, spelled, reason]); // eslint-disable-line react-hooks/exhaustive-deps

  const publish = () => {
    if (statement) setPublished({ secret, statement });
    setWithdrawn(false);
  };
  return (
    <div className="draw-commitment">
      <h3>Publish before drawing</h3>
      <p className="hint">
        {withdrawn
          ? "The list, the numbers or the public value changed after you copied the statement, so a new secret was drawn: publish the new statement below and withdraw the old one."
          : afterResult
            ? "A new secret was drawn for the next result (each secret serves one only): publish its statement before drawing again."
            : "Publish this statement (or its SHA-256) where its date shows, before the public value exists. Afterwards, the receipt shows that nothing in it was changed."}
      </p>
      <SourceFields form={form} disabled={disabled} onChange={setForm} />
      {source?.type === "none" && (
        <p className="notice notice-warning">
          Without a public value, you know the result as soon as the secret is drawn, and nobody can tell whether you
          drew more than once and kept the result you liked. The receipt’s verdict will say so.
        </p>
      )}
      {statement ? (
        <>
          <pre className="statement" aria-label="Statement">
            {statement}
          </pre>
          <p>
            SHA-256 of the statement (the commitment): <code>{hashText(statement)}</code>
          </p>
          <div className="button-row">
            <CopyButton text={statement} label="Copy statement" fieldLabel="The statement" onCopied={publish} />
            <CopyButton
              text={hashText(statement)}
              label="Copy SHA-256"
              fieldLabel="The statement’s SHA-256"
              onCopied={publish}
            />
          </div>
        </>
      ) : (
        <p className="hint">{reason}</p>
      )}
      {statement && source && source.type !== "none" && (
        <PublicValueEntry
          source={source}
          typed={typed}
          spelled={spelled}
          problem={spelling && "Not yet a public value as the statement spells it."}
          disabled={disabled}
          onChange={setTyped}
        />
      )}
    </div>
  );
}
