import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { CheckingNotice } from "~/features/verify/components/checking-notice";
import { FileButton } from "~/features/verify/components/file-button";
import { decodeReceiptLink, readReceiptText } from "~/kernel/receipts/domain/receipt-link";

// The checking code (both algorithms, every version) and its report load when a receipt is first checked: /verify's
// first visit is the form.
const VerificationReport = lazy(() =>
  import("~/features/verify/components/verification-report").then(({ VerificationReport }) => ({
    default: VerificationReport,
  })),
);
import { useReceiptCheck } from "~/features/verify/hooks/use-receipt-check";
import { useKeepEarlyInput } from "~/kernel/lists/hooks/use-keep-early-input";
import { beforeEarlyPresses } from "~/kernel/ui/hooks/use-early-presses";
import { formatCount } from "~/kernel/format/domain/count";

// A receipt opened from a file or a link longer than this is checked without being put in the field: laying out a
// text area of 300,000 characters (a list of 10,000 entrants) held a slow phone's page for 2.2 s. Typed or pasted
// text is the visitor's own doing and always shows; "Show its text" shows an opened one.
const shownReceiptLength = 10_000;

/** Takes a receipt (pasted, from a file or from the page's link) and its list file, and checks it in this browser. */
export function ReceiptVerifier() {
  const receiptId = useId();
  const receiptRef = useRef<HTMLTextAreaElement>(null);
  const [receiptText, setReceiptText] = useState("");
  const [receiptTextHidden, setReceiptTextHidden] = useState(false);
  /** A receipt's text from a file or a link: in the field when it is short enough to lay out quickly. */
  const openReceiptText = useCallback((text: string) => {
    setReceiptText(text);
    setReceiptTextHidden(text.length > shownReceiptLength);
  }, []);
  const [listText, setListText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [listProblem, setListProblem] = useState<string | null>(null);
  const { state, check: startCheck, cancel, clear } = useReceiptCheck();
  const { t } = useLingui();

  const check = useCallback(
    (text: string, list: string) => {
      const reading = readReceiptText(text);
      if (!reading.ok) {
        setProblem(reading.message);
        clear();
        return;
      }
      setProblem(null);
      void startCheck(
        { receipt: reading.value, list: list === "" ? undefined : list },
        { receiptText: text, listText: list },
      );
    },
    [startCheck, clear],
  );

  useKeepEarlyInput(receiptRef, (field) => setReceiptText(field.value));

  // A receipt link (#receipt=…) fills the field and is checked at once; the fragment never reached a server.
  useEffect(() => {
    const opening = decodeReceiptLink(window.location.hash).then((reading) => {
      if (reading.status === "none") return;
      if (reading.status === "damaged") {
        setProblem(t`This link’s receipt could not be read: the link may have been cut short or changed.`);
        return;
      }
      // Shown laid out when it reads as a receipt; as it came when it does not, for the problem to name.
      const parsed = readReceiptText(reading.text);
      const text = parsed.ok ? JSON.stringify(parsed.value, null, 2) : reading.text;
      openReceiptText(text);
      check(text, "");
    });
    beforeEarlyPresses(opening);
  }, [check, openReceiptText, t]);

  const checked = state.status === "checked" ? state : null;
  const needsList = checked?.verification.status === "needs-list";
  const teamsList = checked?.verification.status === "needs-list" && checked.verification.kind === "teams";
  const current = checked && checked.receiptText === receiptText && checked.listText === listText ? checked : null;

  return (
    <section className="decider decider-wide" aria-labelledby="verify-heading">
      <h2 id="verify-heading">{t`Receipt`}</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          check(receiptText, listText);
        }}
      >
        {/* Label and textarea written as every text field writes them (ListTextArea, the reasoning context): a different field. */}
        <div className="list-text">
          {receiptTextHidden ? (
            <LongReceiptNotice length={receiptText.length} onShow={() => setReceiptTextHidden(false)} />
          ) : (
            <>
              <label htmlFor={receiptId}>{t`Receipt (JSON)`}</label>
              <textarea
                ref={receiptRef}
                id={receiptId}
                className="list-text-input"
                value={receiptText}
                spellCheck={false}
                aria-invalid={problem !== null}
                aria-describedby={problem ? `${receiptId}-problem` : undefined}
                onChange={(event) => setReceiptText(event.target.value)}
              />
            </>
          )}
          {problem && (
            <p id={`${receiptId}-problem`} className="list-error" role="alert">
              {problem}
            </p>
          )}
        </div>
        <div className="button-row">
          <FileButton
            label={t`Open a receipt file`}
            accept=".json,application/json"
            onFile={async (file) => {
              const text = await file.text();
              openReceiptText(text);
              check(text, listText);
            }}
          />
          <FileButton
            label={t`Open a list file`}
            accept=".txt,text/plain"
            onFile={async (file) => {
              const { decodeListFile } = await import("~/kernel/receipts/domain/receipt-list-file");
              // The page writes list files in UTF-8: other bytes could not be the file its hash was taken of.
              const text = decodeListFile(new Uint8Array(await file.arrayBuffer()));
              setListProblem(text === null ? t`This list file is not UTF-8 text, as the page writes it.` : null);
              if (text === null) return;
              setListText(text);
              check(receiptText, text);
            }}
          />
        </div>
        {(needsList || listText !== "" || listProblem) && (
          <ReceiptListField teams={teamsList} value={listText} problem={listProblem} onChange={setListText} />
        )}
        <button type="submit" className="button button-primary button-large" disabled={receiptText.trim() === ""}>
          {t`Verify`}
        </button>
      </form>
      <div role="status" className="verify-status">
        {state.status === "checking" && <CheckingNotice progress={state.progress} onCancel={cancel} />}
        {state.status === "cancelled" && <p>{t`Check cancelled. Press Verify to check the receipt again.`}</p>}
        {state.status === "failed" && <p>{t`This browser could not run the check. Reload the page and try again.`}</p>}
        <Suspense fallback={null}>{current && <VerificationReport verification={current.verification} />}</Suspense>
      </div>
    </section>
  );
}

/** In place of the field, for an opened receipt too long to lay out quickly: what it is, and a way to show it. */
function LongReceiptNotice({ length, onShow }: { length: number; onShow: () => void }) {
  const { t } = useLingui();
  const characters = formatCount(length);
  return (
    <>
      <p>{t`The receipt opened is too long to show here (${characters} characters): it is checked as it was opened.`}</p>
      <button type="button" className="button" onClick={onShow}>
        {t`Show its text`}
      </button>
    </>
  );
}

/** The list a receipt holds only the hash of: pasted or opened by whoever checks it. */
function ReceiptListField({
  teams,
  value,
  problem,
  onChange,
}: {
  teams: boolean;
  value: string;
  problem: string | null;
  onChange: (text: string) => void;
}) {
  const id = useId();
  const { t } = useLingui();
  return (
    <div className="list-text">
      <label htmlFor={id}>
        {teams
          ? t({
              message: "The list: “teams:”, “balance by rating:” and “keep apart:” lines, then one person per line",
              comment: "“teams:”, “balance by rating:” and “keep apart:” are written in the list file as they are here",
            })
          : t`The list, one entrant per line as “name, tickets”`}
      </label>
      <p id={`${id}-hint`} className="hint">
        {teams
          ? t`When the receipt holds only the list’s hash: paste the list file the host published, or open it, to check the teams.`
          : t`When the receipt holds only the list’s hash: paste the list file the host published, or open it, to check the winners.`}
      </p>
      <textarea
        id={id}
        className="list-text-input"
        value={value}
        spellCheck={false}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && (
        <p id={`${id}-problem`} className="list-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
